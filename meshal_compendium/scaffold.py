"""``meshal new pack``: a working homebrew pack to start from, for any ruleset; ``meshal new ruleset``:
an installable ruleset package (``scaffold_ruleset``, from the templates in ``scaffold/ruleset/``).

A ruleset may ship its own scaffold (``Ruleset.scaffold``: Jinja2 templates, one per file; Meshal's
has a manifest, one example of each kind an author writes and a README). For one that does not,
the shared templates in ``scaffold/`` give a manifest on its base pack, a term, a chapter and a
README, and each of its kinds gets an example: a copy of the first entry of that kind in its
shipped packs, under an id of the new pack's.
Every YAML file starts with a yaml-language-server modeline pointing at the copy of the schema
set the pack carries in its ``schemas/`` folder, relatively, so editors on any machine complete and
check fields with no network and no checkout (``schema_set`` says why those files have no ``$id``).
Texts are written in the languages the pack declares only; ``bilingual()`` turns them into YAML
that needs no hand-quoting in the templates.
"""

from __future__ import annotations

import re
import shutil
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

import yaml
from jinja2 import Environment, FileSystemLoader, StrictUndefined

from . import rulesets, schema_set, scratch
from .i18n import LANGUAGES
from .problems import MeshalError
from .rulesets import Ruleset
from .schemas import matches

TEMPLATES = Path(__file__).resolve().parent / "scaffold"
RULESET_TEMPLATES = TEMPLATES / "ruleset"  # `meshal new ruleset`: a package's files, one template each
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


def files(ruleset: str = rulesets.DEFAULT) -> tuple[str, ...]:
    """The files ``meshal new pack --ruleset ID`` writes, in the order it lists them."""
    return tuple(render("example", LANGUAGES, "example", ruleset=ruleset))


def scaffold_pack(target: Path, pack_id: str | None = None, languages: Sequence[str] = LANGUAGES,
                  ruleset: str = rulesets.DEFAULT) -> list[Path]:
    """Write a new pack of ``ruleset`` into ``target`` (missing or empty); return the files written
    (not counting its copy of the schema set, in ``schemas/``)."""
    _refuse_non_empty(target)
    if pack_id is None:
        pack_id = default_id(target)
        if not pack_id:
            raise MeshalError("scaffold-need-id", name=target.name, limit=MAX_ID)
    if not _ID.match(pack_id) or len(pack_id) > MAX_ID:
        raise MeshalError("scaffold-bad-id", id=pack_id, limit=MAX_ID)
    chosen = rulesets.get(ruleset)
    if pack_id in chosen.packs:
        raise MeshalError("scaffold-core-id", id=pack_id, ruleset=chosen.id)
    rendered = render(pack_id, tuple(languages), target.name, chosen.id)
    _write(target, rendered, lambda staging: schema_set.write(schema_set.local(), staging / schema_set.PACK_FOLDER))
    return [target / name for name in rendered]


def scaffold_ruleset(target: Path, ruleset_id: str) -> list[Path]:
    """Write a new ruleset package ``ruleset_id`` into ``target`` (missing or empty); return the files written.

    From the templates in ``scaffold/ruleset/``: a path's ``package`` is the Python package, ``ID``
    the ruleset's id, ``KIND`` its one kind's name, and ``.j2`` is dropped."""
    _refuse_non_empty(target)
    if not _ID.match(ruleset_id) or len(ruleset_id) > MAX_ID:
        raise MeshalError("scaffold-bad-ruleset-id", id=ruleset_id, limit=MAX_ID)
    if ruleset_id in rulesets.registry() or ruleset_id in rulesets.COMMON_KINDS:
        raise MeshalError("scaffold-ruleset-taken", id=ruleset_id)
    rendered = render_ruleset(ruleset_id)
    _write(target, rendered)
    return [target / name for name in rendered]


def render_ruleset(ruleset_id: str) -> dict[str, str]:
    """Every file of a new ruleset package, by its path in the package (nothing is written)."""
    words = {"package": f"meshal_{ruleset_id.replace('-', '_')}", "ID": ruleset_id, "KIND": f"{ruleset_id}-card"}
    context = {"id": ruleset_id, "module": words["package"], "kind": words["KIND"], "api": rulesets.API_VERSION,
               "name": ruleset_id.replace("-", " ").title()}
    environment = Environment(loader=FileSystemLoader(RULESET_TEMPLATES), undefined=StrictUndefined,
                              keep_trailing_newline=True, trim_blocks=True, lstrip_blocks=True,
                              autoescape=False)  # Python, YAML, JSON, Markdown and JavaScript, not HTML
    found = {}
    for path in sorted(RULESET_TEMPLATES.rglob("*.j2")):
        name = path.relative_to(RULESET_TEMPLATES).as_posix()
        parts = [words.get(part, part) for part in name.removesuffix(".j2").split("/")]
        parts[-1] = ".".join(words.get(piece, piece) for piece in parts[-1].split("."))
        found["/".join(parts)] = environment.get_template(name).render(context)
    return found


def _refuse_non_empty(target: Path) -> None:
    if target.exists() and (not target.is_dir() or any(target.iterdir())):
        raise MeshalError("scaffold-not-empty", path=target)


def _write(target: Path, files: dict[str, str], also: Callable[[Path], object] | None = None) -> None:
    """Write ``files`` (path in ``target`` → text) and what ``also`` adds, in a folder beside the target,
    then rename it: a failure leaves nothing half-made."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.meshal-new-", dir=target.parent))
    except OSError as error:
        raise MeshalError("scaffold-cannot-create", path=target, reason=error.strerror or error) from None
    try:
        for name, text in files.items():
            (staging / name).parent.mkdir(parents=True, exist_ok=True)
            (staging / name).write_text(text, encoding="utf-8")
        if also is not None:
            also(staging)
        staging.chmod(0o777 & ~scratch.umask())  # mkdtemp's is private; the folders below it follow the umask
        staging.replace(target)  # an empty target folder is replaced; a non-empty one refuses
    except OSError as error:
        shutil.rmtree(staging, ignore_errors=True)
        raise MeshalError("scaffold-cannot-create", path=target, reason=error.strerror or error) from None


def render(pack_id: str, languages: tuple[str, ...], folder: str, ruleset: str = rulesets.DEFAULT) -> dict[str, str]:
    """Every scaffold file's text, by file name (nothing is written)."""
    chosen = rulesets.get(ruleset)
    templates = chosen.scaffold or TEMPLATES
    environment = Environment(loader=FileSystemLoader(templates), undefined=StrictUndefined,
                              keep_trailing_newline=True, trim_blocks=True, lstrip_blocks=True,
                              autoescape=False)  # YAML and Markdown, not HTML
    schemas = schema_set.PACK_SCHEMAS
    examples = {} if chosen.scaffold else _examples(chosen, pack_id, languages, schemas)
    context = {
        "id": pack_id, "languages": languages, "folder": folder, "ruleset": chosen,
        "schemas": schemas, "requires": _requires(chosen),
        "examples": [(name, text.split("\nkind: ", 1)[1].split("\n", 1)[0]) for name, text in examples.items()],
        "bilingual": lambda indent=None, **texts: bilingual(languages, indent, **texts),
    }
    names = sorted((p.name.removesuffix(".j2") for p in templates.glob("*.j2")), key=_file_order)
    rendered = {name: environment.get_template(f"{name}.j2").render(context) for name in names}
    return {**{k: v for k, v in rendered.items() if k != "README.md"}, **examples, "README.md": rendered["README.md"]}


def _file_order(name: str) -> tuple[int, str]:
    """The manifest first, the README last, the rest by name."""
    return ({"pack.yaml": 0, "README.md": 2}.get(name, 1), name)


def _requires(ruleset: Ruleset) -> str:
    """The versions of the ruleset's base pack a new pack says it works with: this major version."""
    from .packs import shipped_packs

    base = shipped_packs().get(ruleset.base or "")
    if base is None:
        return ""
    major = int(str(base.manifest["version"]).split(".")[0])
    return f">={major}.0.0 <{major + 1}.0.0"


def _examples(ruleset: Ruleset, pack_id: str, languages: tuple[str, ...], schemas: str) -> dict[str, str]:
    """For each kind of ``ruleset`` with pages, a file holding a copy of its first shipped entry (by
    id), renamed into the pack and in its ``languages`` only: a real entry, so it validates."""
    from .export.common import thaw
    from .load import load_compendium
    from .packs import shipped_of
    from .schemas import fields, file_of

    roots = [p.root for p in shipped_of({ruleset.id})]
    compendium = load_compendium(roots) if roots else None
    found = {}
    for kind in (k for k in ruleset.kinds if k.folder):
        entries = sorted(compendium.all(kind.name), key=lambda e: e.id) if compendium else []
        if not entries:
            continue
        data = thaw(entries[0].data)
        data["id"] = f"{pack_id}-{data['id']}"[:64].rstrip("-")
        for pattern in fields(kind.name).texts:
            for _, text in matches(data, pattern):
                for lang in [lang for lang in text if lang not in languages]:
                    del text[lang]
        head = (f"# yaml-language-server: $schema={schemas}/{file_of(kind.name)}\n"
                f"# An example {kind.name}: a copy of {entries[0].id} in {entries[0].provenance.pack}. Rewrite it.\n"
                f"# 示例: 复制自 {entries[0].provenance.pack} 的 {entries[0].id}, 请改写.\n")
        body = yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100)
        found[f"{kind.folder}.yaml"] = head + body
    return found


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
