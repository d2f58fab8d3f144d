"""The wheel carries the source tree's shipped data (content, schemas, wiki assets, mkdocs.yml).

They live at the top of the repository, outside the package; ``build_py`` copies them into
``meshal_compendium/_shipped/`` of the build, where ``meshal_compendium/shipped.py`` finds them.
An editable install reads them from the source tree instead. Everything else is in pyproject.toml.

A build writes its scratch (``build/``, ``*.egg-info``) to a temporary folder, removed when it ends:
``pip install .`` leaves the source tree as it was.
"""

import atexit
import shutil
import tempfile
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

SHIPPED = ("content", "schemas", "site/assets", "mkdocs.yml")


class BuildWithShippedData(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        bundle = Path(self.build_lib) / "meshal_compendium" / "_shipped"
        for name in SHIPPED:
            source, target = Path(name), bundle / name
            if source.is_dir():
                shutil.copytree(source, target, dirs_exist_ok=True)
            else:
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, target)


scratch = tempfile.mkdtemp(prefix="meshal-build-")
atexit.register(shutil.rmtree, scratch, ignore_errors=True)
setup(cmdclass={"build_py": BuildWithShippedData},
      options={"build": {"build_base": f"{scratch}/build"}, "egg_info": {"egg_base": scratch}})
