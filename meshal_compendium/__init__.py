"""meshal-compendium: the Meshal Lite rules as validated bilingual data.

Data flows one way: ``source`` (read YAML with positions) → ``validate`` (schemas, problems at
file:line:col) → ``load`` (packs, references, overrides) → ``model`` (immutable entries), then
``engine`` (exact rules math), ``site`` (the wiki) and ``export`` (other tools' formats).
``cli`` is a thin click layer over all of them.
"""

__version__ = "0.1.0"
