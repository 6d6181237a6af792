#!/usr/bin/env bash
# A newcomer's first hour, end to end: the README's walk-through, typed into an empty package.
#
# Every fenced block between `<!-- walk-through` and `<!-- end walk-through -->` in README.md is
# used, in order: a block whose info string says `file=PATH` is written to PATH (its folder must
# already exist: the walk-through makes it), an `append=PATH` block goes at the end of PATH (which
# must exist), a `run` block is run with bash in the package root and must succeed, and a
# `run=records` block must fail after recording snapshot references. Any other block there fails
# the script, as does a walk-through without blocks. The package depends on this
# repository by path (the README's `path: "../Collor"` becomes this checkout's path; nothing else
# is changed and no file comes from Examples/). Then:
# - every command's output is free of warnings: SwiftPM's (about excluded or unhandled files
#   above all), the compiler's in the package's own files, and the site build's;
# - the gallery page, the recorded snapshot references and the site the walk-through builds are
#   checked for what the README says they show;
# - `collor build` runs there with no flags, then the plugin command, and each site is checked:
#   the title from collor.yml, the article, one API page per public type, the built-in theme, and
#   nothing of this project's own site or galleries; the plugin runs the package's site
#   executable, so its site has the gallery, the plain tool's has none (also run by the plugin,
#   with `--site-executable collor`);
# - `swift package collor-serve` serves the gallery through the site executable, and SIGINT, to
#   the whole process group (Ctrl-C) or to swift package alone, ends every process of the chain;
# - the walk-through's site, served over HTTP at /Shelf/ and at /, has no link that fails.
#
# The package's files are removed and written again on every run; its .build is kept
# (FRESH_PACKAGE, default .build/fresh-package in this repository), so only the first run builds
# its dependencies cold. COLLOR names a `collor` binary to use instead of building this
# checkout's. Installs nothing: it needs the toolchain and libcmark-dev, as `make test`
# provides, and the network or SwiftPM's cache for swift-snapshot-testing.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
package="${FRESH_PACKAGE:-$repo/.build/fresh-package}"
# Two runs at once would type the walk-through into one Package.swift twice ("duplicate target")
# and wait on each other's SwiftPM lock: a second run waits for the first instead.
mkdir -p "$(dirname "$package")"
exec 9>"$package.lock"
if ! flock -n 9; then
    echo "test-fresh-package: another run uses $package; waiting for it"
    flock 9
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0

fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

if [[ -n "${COLLOR:-}" ]]; then
    collor="$COLLOR"
else
    echo "== building collor"
    (cd "$repo" && swift build --product collor >/dev/null)
    collor="$(cd "$repo" && swift build --show-bin-path)/collor"
fi

echo "== emptying $package (its .build kept)"
mkdir -p "$package"
find "$package" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +

echo "== the README's walk-through"
# Writes each block to $work/NN and prints one line per block: `file NN PATH`, `append NN PATH`
# or `run NN MODE`.
python3 - "$repo/README.md" "$work" "$repo" >"$work/steps" <<'PY'
import pathlib, re, sys

readme, work, repo = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), sys.argv[3]
lines = readme.read_text(encoding="utf-8").splitlines()
fence = re.compile(r"^(`{3,}|~{3,})\s*(\S*)\s*(.*)$")
start = [i for i, line in enumerate(lines) if line.startswith("<!-- walk-through")]
end = [i for i, line in enumerate(lines) if line.strip() == "<!-- end walk-through -->"]
if len(start) != 1 or len(end) != 1 or end[0] < start[0]:
    sys.exit("README.md: expected one '<!-- walk-through' and one '<!-- end walk-through -->' after it")
count, i = 0, start[0]
while i < end[0]:
    match = fence.match(lines[i])
    if not match:
        i += 1
        continue
    marker, info, where = match[1], match[3].split(), f"README.md:{i + 1}"
    close = next((j for j in range(i + 1, end[0]) if lines[j].strip().startswith(marker[0] * len(marker))
                  and set(lines[j].strip()) == {marker[0]}), None)
    if close is None:
        sys.exit(f"{where}: the block is not closed before the walk-through's end")
    text = "\n".join(lines[i + 1:close]) + "\n"
    count += 1
    name = f"{count:02}"
    files = [word.partition("=") for word in info if word.startswith(("file=", "append="))]
    runs = [word for word in info if word == "run" or word.startswith("run=")]
    if len(files) + len(runs) != 1:
        sys.exit(f"{where}: a walk-through block must say file=PATH, append=PATH or run "
                 f"(info: {match[3]!r})")
    if files:
        kind, _, path = files[0]
        if path.startswith("/") or ".." in path.split("/"):
            sys.exit(f"{where}: file={path} is not a path inside the package")
        if kind == "file" and path == "Package.swift":
            local = 'path: "../Collor"'
            if text.count(local) != 1:
                sys.exit(f"{where}: Package.swift must depend on {local} once")
            text = text.replace(local, f'path: "{repo}"')
        print(f"{kind} {name} {path}")
    else:
        mode = runs[0].partition("=")[2] or "succeeds"
        if mode not in ("succeeds", "records"):
            sys.exit(f"{where}: unknown {runs[0]}")
        print(f"run {name} {mode}")
    (work / name).write_text(text, encoding="utf-8")
    i = close + 1
if count == 0:
    sys.exit("README.md: the walk-through has no blocks")
PY
blocks=0
while read -r kind name arg; do
    blocks=$((blocks + 1))
    if [[ $kind == file ]]; then
        echo "-- $arg"
        if [[ ! -d "$package/$(dirname "$arg")" ]]; then
            fail "block $name: the folder of $arg does not exist when the walk-through writes it"
            continue
        fi
        cp "$work/$name" "$package/$arg"
        continue
    elif [[ $kind == append ]]; then
        echo "-- $arg (appended)"
        if [[ ! -f "$package/$arg" ]]; then
            fail "block $name: $arg does not exist when the walk-through appends to it"
            continue
        fi
        { echo; cat "$work/$name"; } >>"$package/$arg"
        continue
    fi
    echo "-- \$ $(head -1 "$work/$name")"
    set +e
    (cd "$package" && bash -euo pipefail "$work/$name") >"$work/$name.out" 2>&1
    status=$?
    set -e
    if [[ $arg == succeeds && $status != 0 ]]; then
        tail -40 "$work/$name.out" >&2
        fail "block $name ($(head -1 "$work/$name")) exited with $status"
    elif [[ $arg == records ]]; then
        [[ $status != 0 ]] || fail "block $name: the recording run passed; it should fail after recording"
        grep -q "Automatically recorded" "$work/$name.out" ||
            fail "block $name: no reference was recorded"
    fi
    if grep -E "Invalid Exclude|which are unhandled" "$work/$name.out" >&2; then
        fail "block $name: SwiftPM warns about the package's files"
    fi
    if grep -E "^$package/(Sources|Tests)/.*warning:" "$work/$name.out" >&2; then
        fail "block $name: the compiler warns about the walk-through's code"
    fi
    if grep -E "^warning:" "$work/$name.out" | grep -vE "Invalid Exclude|which are unhandled" >&2
    then
        fail "block $name: a warning (SwiftPM's or the site build's)"
    fi
done <"$work/steps"
echo "   $blocks blocks used"

echo "== what the walk-through shows"
gallery="$package/_gallery/shelf.html"
if [[ -f "$gallery" ]]; then
    for caption in "A novel arrives" "Ariel moves to Novels" "Poetry goes"; do
        grep -q "$caption" "$gallery" || fail "the gallery page has no step '$caption'"
    done
else
    fail "the gallery step wrote no _gallery/shelf.html"
fi
references="$package/Tests/ShelfTests/__Snapshots__/ShelfSnapshotTests"
frames="$references/frames.1.txt"
if [[ -f "$frames" && -f "$references/html.1.html" ]]; then
    # Two books of 171 points side by side (the section's spacing, 8, between them) under a
    # 32-point header, in each of the two genres.
    python3 - "$frames" <<'PY' || fail "frames.1.txt does not show two books a line under a header"
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
frames = [tuple(float(n) for n in m.groups())
          for m in re.finditer(r"\((-?[\d.]+), (-?[\d.]+), (-?[\d.]+), (-?[\d.]+)\)", text)]
books = [f for f in frames if f[2] == 171 and f[3] == 52]
headers = [f for f in frames if f[3] == 32]
pairs = {}
for x, y, w, h in books:
    pairs.setdefault(y, []).append(x)
ok = len(books) == 4 and len(headers) == 2 and all(
    len(xs) == 2 and max(xs) - min(xs) == 171 + 8 for xs in pairs.values())
print(f"   {len(books)} books in {len(pairs)} lines, {len(headers)} headers")
sys.exit(0 if ok else 1)
PY
    # The title is a declared text: its class and inline style, then the book's name.
    grep -qE '<p class="collor-text book-title" style="[^"]*">Beloved<' \
        "$references/html.1.html" ||
        fail "html.1.html does not hold the books' markup"
else
    fail "no snapshot references in $references"
fi
site="$package/_site"
if [[ -f "$site/index.html" ]]; then
    grep -q "<title>Shelf – Shelf Handbook</title>" "$site/index.html" ||
        fail "the walk-through's site: the home page is not the catalog's root page titled from collor.yml"
    grep -q "Ariel moves to Novels" "$site/index.html" ||
        fail "the walk-through's site: the home page does not embed the gallery"
    [[ -f "$site/galleries/shelf.html" ]] || fail "the walk-through's site has no galleries/shelf.html"
    [[ -f "$site/Shelf/ReadingChanges.html" ]] || fail "the walk-through's site has no article page"
else
    fail "the walk-through's last step wrote no _site/index.html"
fi
mv "$site" "$package/_walkthrough_site" 2>/dev/null || true

# Site/publishing.md says the same folder serves from a server's root and from a sub-path: crawl
# the walk-through's site over HTTP at /Shelf/ and at /, following every page, script, style,
# font and image it links to on the same server, and count the links that do not answer 200.
echo "== the walk-through's site served at /Shelf/ and at /"
if [[ -f "$package/_walkthrough_site/index.html" ]]; then
    python3 - "$package/_walkthrough_site" <<'PY' || fail "the site has bad links when served"
import html.parser, http.server, os, re, sys, tempfile, threading, urllib.error, urllib.parse
import urllib.request

site = os.path.abspath(sys.argv[1])
root = tempfile.mkdtemp()
os.symlink(site, os.path.join(root, "Shelf"))

class Quiet(http.server.SimpleHTTPRequestHandler):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, directory=root, **kwargs)
    def log_message(self, *args):
        pass

class Links(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.found = []
    def handle_starttag(self, tag, attrs):
        self.found += [value for name, value in attrs if name in ("href", "src") and value]

server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Quiet)
threading.Thread(target=server.serve_forever, daemon=True).start()
host = f"http://127.0.0.1:{server.server_address[1]}"
bad = 0
for start in ("/Shelf/", "/"):
    if start == "/":
        os.unlink(os.path.join(root, "Shelf"))
        os.rmdir(root)
        root = site
    seen, queue, pages = set(), [host + start], 0
    while queue:
        url = queue.pop()
        if url in seen:
            continue
        seen.add(url)
        try:
            with urllib.request.urlopen(url) as answer:
                body = answer.read()
                kind = answer.headers.get_content_type()
        except urllib.error.HTTPError as error:
            print(f"   {error.code} {url[len(host):]}", file=sys.stderr)
            bad += 1
            continue
        if kind != "text/html" and kind != "text/css":
            continue
        text = body.decode("utf-8", "replace")
        links = re.findall(r"url\(['\"]?([^'\")]+)", text)
        if kind == "text/html":
            pages += 1
            parser = Links()
            parser.feed(text)
            links += parser.found
        for link in links:
            target = urllib.parse.urljoin(url, link).split("#")[0]
            if target.startswith(host + start) and target not in seen:
                queue.append(target)
            elif target.startswith(host) and not target.startswith(host + start):
                print(f"   {url[len(host):]} links outside {start}: {link}", file=sys.stderr)
                bad += 1
    print(f"   at {start}: {pages} pages, {len(seen)} addresses, {bad} bad so far")
server.shutdown()
sys.exit(1 if bad or pages < 10 else 0)
PY
fi

check_site() {
    local site="$1" how="$2"
    [[ -f "$site/index.html" ]] || { fail "$how: no index.html"; return; }
    grep -q "<title>Shelf – Shelf Handbook</title>" "$site/index.html" ||
        fail "$how: the home page is not the catalog's root page titled from collor.yml"
    grep -q "Shelf Handbook</a>" "$site/Shelf/ReadingChanges.html" 2>/dev/null ||
        fail "$how: the article Shelf/ReadingChanges.html is missing or has no site title"
    grep -q 'say what changed' "$site/Shelf/ReadingChanges.html" 2>/dev/null ||
        fail "$how: the article's text is missing"
    grep -q "Books on a shelf: a section per genre" "$site/index.html" ||
        fail "$how: the catalog's root page is not the home page"
    local types="Book BookAdapter BookCell BookDescriptor Genre GenreHeader GenreHeaderAdapter
        GenreHeaderDescriptor GenreSection ShelfData ShelfGallery"
    for type in $types; do
        [[ -f "$site/api/Shelf/$type.html" ]] || fail "$how: no API page for $type"
    done
    local pages
    pages=$(find "$site/api/Shelf" -maxdepth 1 -name '*.html' ! -name index.html | wc -l)
    [[ "$pages" == 11 ]] || fail "$how: $pages API type pages, expected 11"
    cmp -s "$site/theme/style.css" "$repo/Sources/CollorSite/Resources/Theme/style.css" ||
        fail "$how: theme/style.css is not the built-in theme"
    cmp -s "$site/theme/search.js" "$repo/Sources/CollorSite/Resources/Theme/search.js" ||
        fail "$how: theme/search.js is not the built-in theme"
    if [[ $how == plugin ]]; then
        # The plugin runs the package's site executable (ShelfSite), so the gallery is there.
        grep -q "Ariel moves to Novels" "$site/galleries/shelf.html" 2>/dev/null ||
            fail "$how: no galleries/shelf.html with the gallery's steps (the site executable did not run)"
        grep -q "Ariel moves to Novels" "$site/index.html" ||
            fail "$how: the home page does not embed the gallery"
    else
        [[ ! -e "$site/galleries" ]] || fail "$how: the site has a galleries/ folder"
    fi
    if grep -rlq -e "Collor for the web" -e "Pantone" -e "RealTime" "$site"; then
        fail "$how: this project's own site leaks into it: $(grep -rl -e 'Collor for the web' -e Pantone -e RealTime "$site" | head -3)"
    fi
    for page in getting-started model diffing galleries; do
        [[ ! -e "$site/$page.html" ]] || fail "$how: this project's page $page.html is in it"
    done
}

echo "== collor build (no flags)"
start=$SECONDS
(cd "$package" && "$collor" build)
echo "   took $((SECONDS - start)) s"
check_site "$package/_site" "collor build"

echo "== swift package collor build (the plugin)"
start=$SECONDS
(cd "$package" && swift package --allow-writing-to-package-directory \
    collor build --output _plugin_site)
echo "   took $((SECONDS - start)) s"
check_site "$package/_plugin_site" "plugin"

# The plain tool through the plugin: built in the package's own build like the site executable
# (a tool dependency of the plugin made SwiftPM build every module a second time for the host).
echo "== swift package collor --site-executable collor build (the plugin, the plain tool)"
start=$SECONDS
(cd "$package" && swift package --allow-writing-to-package-directory \
    collor --site-executable collor build --output _plugin_tool_site)
echo "   took $((SECONDS - start)) s"
check_site "$package/_plugin_tool_site" "plugin with the plain tool"

# Ctrl-C in a terminal sends SIGINT to the foreground process group: swift package, the plugin,
# the site executable and its server. Each of the two ways a signal arrives must end them all and
# free the port: the whole group (a terminal's Ctrl-C), and swift package alone (a `kill`, or a
# terminal whose signal reaches only it).
serve_and_interrupt() {
    local target="$1" log="$work/serve-$1.log" session started=0 port
    # A free port chosen here: SwiftPM passes on the plugin's output (the "Serving" line) only
    # when it ends, so the preview is found by asking it.
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    (cd "$package" && exec setsid swift package --allow-writing-to-package-directory \
        --allow-network-connections local collor-serve --port "$port" --output _serve_site) \
        >"$log" 2>&1 &
    session=$!
    for _ in $(seq 1 900); do
        if curl -fsS -o /dev/null "http://127.0.0.1:$port/" 2>/dev/null; then started=1; break; fi
        kill -0 "$session" 2>/dev/null || break
        sleep 1
    done
    if [[ $started != 1 ]]; then
        tail -20 "$log" >&2
        fail "collor-serve ($target): the preview did not start"
        kill -TERM -- "-$session" 2>/dev/null || true
        return
    fi
    local page
    page=$(curl -fsS "http://127.0.0.1:$port/galleries/shelf.html" || true)
    grep -q "Ariel moves to Novels" <<<"$page" ||
        fail "collor-serve ($target): the served site has no gallery page"
    ps -o comm= -s "$session" | grep -q "^ShelfSite$" ||
        fail "collor-serve ($target): the site executable ShelfSite is not what serves"
    if [[ $target == group ]]; then kill -INT -- "-$session"; else kill -INT "$session"; fi
    for _ in $(seq 1 30); do
        [[ -z "$(ps -o pid= -s "$session")" ]] && break
        sleep 1
    done
    if [[ -n "$(ps -o pid= -s "$session")" ]]; then
        fail "collor-serve ($target): 30 s after SIGINT these still run: $(ps -o comm= -s "$session" | tr '\n' ' ')"
        kill -KILL -- "-$session" 2>/dev/null || true
    fi
    if curl -fsS -o /dev/null "http://127.0.0.1:$port/" 2>/dev/null; then
        fail "collor-serve ($target): the port still answers after SIGINT"
    fi
    wait "$session" 2>/dev/null || true
    echo "   SIGINT to the $target: every process ended, the port is free"
}

echo "== swift package collor-serve (the plugin), stopped by SIGINT"
serve_and_interrupt group
serve_and_interrupt "swift package process"

if [[ $failures -gt 0 ]]; then
    echo "test-fresh-package: $failures failure(s)" >&2
    exit 1
fi
echo "test-fresh-package: the walk-through ($blocks blocks) and both sites passed"
