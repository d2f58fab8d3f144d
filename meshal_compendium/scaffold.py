"""``meshal new pack``: a working homebrew pack to start from.

The files come from the Jinja2 templates in ``scaffold/``: a manifest, one example of each
content kind an author writes (term, chapter, ability, item, species, environment), and a README.
Every YAML file starts with a yaml-language-server modeline pointing at the published schemas
(or, with ``offline_schemas``, at a copy inside the pack), so editors on any machine complete and
check fields. Texts are written in the languages the pack declares only;
``bilingual()`` turns them into YAML that needs no hand-quoting in the templates.
"""

from __future__ import annotations

import re
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path

import yaml
from jinja2 import Environment, FileSystemLoader, StrictUndefined

from . import schema_set, scratch
from .i18n import LANGUAGES
from .packs import CORE
from .problems import MeshalError

TEMPLATES = Path(__file__).resolve().parent / "scaffold"
FILES = ("pack.yaml", "terms.yaml", "chapters.yaml", "abilities.yaml", "items.yaml",
         "species.yaml", "environments.yaml", "README.md")
# Example ids are the pack id plus a suffix, and ids may have 64 characters at most.
MAX_ID = 40
_ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def parse_languages(text: str) -> tuple[str, ...]:
    """``"zh,en"`` → ("zh", "en"); MeshalError for an unknown or missing language."""
    chosen = tuple(dict.fromkeys(part.strip() for part in text.split(",") if part.strip()))
    if not chosen or any(lang not in LANGUAGES for lang in chosen):
        raise MeshalError("scaffold-bad-languages", given=text, known=",".join(LANGUAGES))
    return chosen


def default_id(target: Path) -> str:
    """A pack id from the directory name: ``My Pack`` → ``my-pack`` (may be empty)."""
    return re.sub(r"[^a-z0-9]+", "-", target.resolve().name.lower()).strip("-")


def scaffold_pack(target: Path, pack_id: str | None = None,
                  languages: Sequence[str] = LANGUAGES, offline_schemas: bool = False) -> list[Path]:
    """Write a new pack into ``target`` (missing or empty); return the files written.

    ``offline_schemas`` puts the schema set in the pack's ``schemas/`` folder and points the
    modelines there, for editors that never reach the network.
    """
    if target.exists() and (not target.is_dir() or any(target.iterdir())):
        raise MeshalError("scaffold-not-empty", path=target)
    if pack_id is None:
        pack_id = default_id(target)
        if not pack_id:
            raise MeshalError("scaffold-need-id", name=target.name, limit=MAX_ID)
    if not _ID.match(pack_id) or len(pack_id) > MAX_ID:
        raise MeshalError("scaffold-bad-id", id=pack_id, limit=MAX_ID)
    if pack_id == CORE:
        raise MeshalError("scaffold-core-id")
    rendered = render(pack_id, tuple(languages), target.name, offline_schemas)
    # Written in a folder beside the target, then renamed: a failure leaves no half-made pack.
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.meshal-new-", dir=target.parent))
    except OSError as error:
        raise MeshalError("scaffold-cannot-create", path=target, reason=error.strerror or error) from None
    try:
        for name, text in rendered.items():
            (staging / name).write_text(text, encoding="utf-8")
        if offline_schemas:
            schema_set.write(schema_set.published(), staging / schema_set.OFFLINE_FOLDER)
        staging.chmod(0o777 & ~scratch.umask())
        staging.replace(target)  # an empty target folder is replaced; a non-empty one refuses
    except OSError as error:
        shutil.rmtree(staging, ignore_errors=True)
        raise MeshalError("scaffold-cannot-create", path=target, reason=error.strerror or error) from None
    return [target / name for name in rendered]


def render(pack_id: str, languages: tuple[str, ...], folder: str, offline_schemas: bool = False) -> dict[str, str]:
    """Every scaffold file's text, by file name (nothing is written)."""
    environment = Environment(loader=FileSystemLoader(TEMPLATES), undefined=StrictUndefined,
                              keep_trailing_newline=True, trim_blocks=True, lstrip_blocks=True,
                              autoescape=False)  # YAML and Markdown, not HTML
    context = {
        "id": pack_id, "languages": languages, "folder": folder,
        "schemas": schema_set.schema_location(offline_schemas), "offline": offline_schemas,
        "bilingual": lambda indent=None, **texts: bilingual(languages, indent, **texts),
    }
    return {name: environment.get_template(f"{name}.j2").render(context) for name in FILES}


def bilingual(languages: Sequence[str], indent: int | None = None, **texts: str | list) -> str:
    """YAML for ``{zh: …, en: …}`` holding only ``languages``.

    Without ``indent``: a flow mapping on one line. With it: a block mapping starting on the next
    line, each language at ``indent`` spaces; text with line breaks becomes a ``|`` block.
    """
    given = [(lang, texts[lang]) for lang in languages]
    if indent is None:
        return "{" + ", ".join(f"{lang}: {_flow(value)}" for lang, value in given) + "}"
    pad = " " * indent
    lines = []
    for lang, value in given:
        if isinstance(value, str) and "\n" in value:
            body = "\n".join(f"{pad}  {line}" if line else "" for line in value.strip().split("\n"))
            lines.append(f"{pad}{lang}: |\n{body}")
        else:
            lines.append(f"{pad}{lang}: {_block(value)}")
    return "\n" + "\n".join(lines)


def _flow(value: str | list) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(_flow(item) for item in value) + "]"
    return value if _reads_back("{k: %s}", value) else _quoted(value)


def _block(value: str | list) -> str:
    if isinstance(value, list):
        return _flow(value)
    return value if _reads_back("k: %s", value) else _quoted(value)


def _reads_back(frame: str, value: str) -> bool:
    """True if ``value`` written plain in ``frame`` reads back as the same string."""
    try:
        return yaml.safe_load(frame % value) == {"k": value}
    except yaml.YAMLError:
        return False


def _quoted(value: str) -> str:
    escaped = value.replace("\\", "\\\\").replace('"', '\\"')
    return f'"{escaped}"'
