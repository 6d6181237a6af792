"""The page model both sides are read into, and the normalisation of text.

A page is a dict:
    {"key": KEY, "title": str, "url": where to find it (for messages),
     "sections": {section kind: value}, "links": [KEY or None, ...], "external": [url, ...]}

KEY names a page the same way on both sides: `symbol:<precise identifier>` for a symbol (docc's
`metadata.externalID`, collor's symbol graph identifier), `module:<name>` for a module's page,
`article:<name>` for an article or API collection (the file name without `.md`, lowercased, spaces
as `-`, as docc names its URL), each with `#<heading>` for a link to a heading of the page. A link
whose target is None is a link that did not resolve (`href=""` included): it never counts as alike.

A member shown as a section of its type's page (collor) is a page of its own here, as in docc.

Symbols are keyed `path:<module>/<type>/<member>` instead (lowercased, without disambiguation)
when the report has no identifiers. `other:` keys name what no page of the catalog is.

Normalisation (the only one): HTML entities decoded, Unicode NFC, runs of white space (newlines
included) as one space, trimmed; in a declaration, no space after an opening or before a
closing bracket (`declaration`). DocC's smart punctuation (’ “ ” – — …) is not normalised away:
a page that shows "'" where docc shows "’" differs. A heading's and an article title's code span
is read without its backticks on docc's side (`heading`): docc's render JSON keeps a heading as
text, swift-markdown's plain text, which writes a code span with its backticks (docc's renderer
shows them); collor shows the code span as code.
"""
import html
import re
import unicodedata

# The section kinds compared, in the order a table prints them.
SECTION_KINDS = (
    "page", "title", "kind", "abstract", "declaration", "availability", "deprecation",
    "parameters", "returns", "discussion", "asides", "code", "images", "tables", "topics",
    "relationships", "seeAlso", "mentionedIn",
)
LINK_KINDS = ("links", "external links")
# Not a page's: docc's diagnostics against collor's (`diagnostics.py`).
DIAGNOSTIC_KINDS = ("diagnostics",)
KINDS = SECTION_KINDS + LINK_KINDS + DIAGNOSTIC_KINDS

# SymbolKit's kind identifiers (without the language prefix) as docc names them on a page
# (`roleHeading`): collor's report gives the identifier, docc the heading.
ROLE_HEADINGS = {
    "module": "Framework", "class": "Class", "struct": "Structure", "enum": "Enumeration",
    "protocol": "Protocol", "actor": "Actor", "typealias": "Type Alias",
    "associatedtype": "Associated Type", "enum.case": "Case", "init": "Initializer",
    "deinit": "Deinitializer", "func": "Function", "func.op": "Operator",
    "method": "Instance Method", "type.method": "Type Method", "property": "Instance Property",
    "type.property": "Type Property", "subscript": "Instance Subscript",
    "type.subscript": "Type Subscript", "var": "Global Variable", "macro": "Macro",
    "article": "Article", "collection": "API Collection",
    # A technology root: docc's role `collection`, which shows no heading.
    "technologyRoot": "collection",
}


def text(value):
    """Text as compared: entities decoded, NFC, white space collapsed, trimmed."""
    if value is None:
        return ""
    value = unicodedata.normalize("NFC", html.unescape(value))
    return re.sub(r"\s+", " ", value).strip()


def heading(value):
    """A heading's text as docc's render JSON gives it (`` Using `require` ``), as compared:
    `text` without the backticks of its code spans."""
    return text(re.sub(r"(`+)(.+?)\1", r"\2", value or ""))


def declaration(value):
    """A declaration as compared: `text`, and no layout inside its brackets (a long declaration
    broken one parameter a line, as docc's renderer and collor show them, reads as one line)."""
    value = text(value)
    value = re.sub(r"([(<\[])\s+", r"\1", value)
    return re.sub(r",?\s+([)>\]])", r"\1", value)


def collection_key(path):
    """docc's "X Implementations" page of a type by its URL's components
    (`Demo/Box/Sized-Implementations`): `collection:demo/box/sized-implementations`."""
    parts = [without_disambiguation(p) for p in path[:-1]] + path[-1:]
    return "collection:" + "/".join(p.lower() for p in parts)


def without_disambiguation(component):
    """`values-swift.struct`, `Index-2x3bf` -> the name alone."""
    return re.sub(r"-(swift\.[a-z.]+|[0-9a-z]{4,5})$", "", component)


def role_heading(kind):
    """A kind as docc's page heading names it: `swift.type.method` -> `Type Method`."""
    if not kind:
        return ""
    bare = kind.split(".", 1)[1] if kind.startswith(("swift.", "c.", "objc.")) else kind
    return ROLE_HEADINGS.get(bare, kind)


def article_name(name):
    """An article's name as a key: docc's URL name for a file name or title (`My Article.md`
    and `my-article` are one article)."""
    stem = name[:-3] if name.endswith(".md") else name
    stem = stem.rsplit("/", 1)[-1]
    return re.sub(r"\s+", "-", stem.strip()).lower()


def fragment(anchor):
    """A heading's anchor as a key suffix, so that docc's (`Some-Heading`) and a slug of the
    same heading (`some-heading`) are one."""
    return re.sub(r"[^0-9a-z]+", "-", text(anchor).lower()).strip("-")


def target(page_key, anchor=None):
    return page_key + ("#" + fragment(anchor) if anchor else "")


def page(key, url, title="", kind=""):
    return {"key": key, "url": url, "title": text(title), "kind": role_heading(kind),
            "sections": {}, "links": [], "external": []}
