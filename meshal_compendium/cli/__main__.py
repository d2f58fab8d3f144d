"""``python -m meshal_compendium.cli``: the same as the ``meshal`` command."""

from . import main

main()
