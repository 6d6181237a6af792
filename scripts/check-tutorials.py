#!/usr/bin/env python3
"""Builds the DocC tutorials of three packages with `collor build` (issue 25's check).

For swift-syntax 603.0.1, grpc-swift-2 2.4.3 and swift-openapi-vapor 1.2.0 (copies on this
machine: git reads github.com locally), each catalog that holds `.tutorial` files is built alone,
unmodified, with an empty symbol-graph folder (building the packages is costly; symbol links then
warn). Checked, per catalog:

1. `collor build` exits 0 with no error;
2. every `.tutorial` file is a page, and no warning names a `.tutorial` file;
3. no page shows a directive as text (`@Name(` or `@Name {` outside code);
4. no link to a tutorial is left unresolved (a `tutorialLink` warning).

Usage: python3 scripts/check-tutorials.py [WORK_FOLDER]   (default .build/tutorial-catalogs)
Exit status 0 when every check passes. Not a unit test: it clones three packages.
"""
import os
import re
import subprocess
import sys

PACKAGES = [
    ("swiftlang/swift-syntax", "603.0.1", "Sources/SwiftSyntax/Documentation.docc"),
    ("grpc/grpc-swift-2", "2.4.3", "Sources/GRPCCore/Documentation.docc"),
    ("swift-server/swift-openapi-vapor", "1.2.0", "Sources/OpenAPIVapor/Documentation.docc"),
]
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RAW_DIRECTIVE = re.compile(r">\s*(@[A-Z][A-Za-z]*)\s*[({]")


def run(command, cwd=None):
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True)


def raw_directives(folder):
    """Pages that show a directive as text outside code: {page: [directive, ...]}."""
    found = {}
    for root, _, files in os.walk(folder):
        for file in files:
            if file.endswith(".html"):
                with open(os.path.join(root, file), encoding="utf-8") as opened:
                    text = re.sub(r"<(pre|code)[^>]*>.*?</\1>", "", opened.read(), flags=re.S)
                if RAW_DIRECTIVE.findall(text):
                    found[os.path.relpath(os.path.join(root, file), folder)] = (
                        RAW_DIRECTIVE.findall(text))
    return found


def main():
    work = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                           os.path.join(REPO, ".build", "tutorial-catalogs"))
    os.makedirs(work, exist_ok=True)
    built = run(["swift", "build", "--product", "collor"], cwd=REPO)
    if built.returncode != 0:
        sys.exit("check-tutorials: collor did not build:\n" + built.stderr[-2000:])
    collor = os.path.join(run(["swift", "build", "--show-bin-path"], cwd=REPO).stdout.strip(),
                          "collor")
    graphs = os.path.join(work, "empty-graphs")
    os.makedirs(graphs, exist_ok=True)
    failures = []
    print(f"{'package':<34} {'tutorials':>9} {'pages':>6} {'errors':>6} {'warnings':>8} "
          f"{'about tutorials':>15} {'raw':>4}")
    for repository, version, catalog in PACKAGES:
        name = repository.split("/")[1]
        package = os.path.join(work, name)
        if not os.path.isdir(package):
            cloned = run(["git", "clone", "-q", "--depth", "1", "--branch", version,
                          f"https://github.com/{repository}", package])
            if cloned.returncode != 0:
                failures.append(f"{name}: clone failed: {cloned.stderr.strip()}")
                continue
        source = os.path.join(package, catalog)
        site = os.path.join(work, "sites", name)
        result = run([collor, "build", "--package-path", package, "--source", source,
                      "--symbol-graphs", graphs, "--output", site])
        lines = (result.stdout + result.stderr).splitlines()
        errors = [line for line in lines if line.startswith("error:")]
        warnings = [line for line in lines if line.startswith("warning:")]
        about = [line for line in warnings if ".tutorial:" in line or "names a tutorial" in line]
        tutorials = sorted(os.path.relpath(os.path.join(root, file), source)
                           for root, _, files in os.walk(source)
                           for file in files if file.endswith(".tutorial"))
        # A catalog's pages are under its module's name (`Sources/GRPCCore/...docc`: `GRPCCore/`).
        module = os.path.basename(os.path.dirname(source))
        pages = [t for t in tutorials
                 if os.path.exists(os.path.join(site, module, t[:-len(".tutorial")] + ".html"))]
        raw = raw_directives(site) if os.path.isdir(site) else {}
        print(f"{name + ' ' + version:<34} {len(tutorials):>9} {len(pages):>6} {len(errors):>6} "
              f"{len(warnings):>8} {len(about):>15} {len(raw):>4}")
        if result.returncode != 0 or errors:
            failures.append(f"{name}: collor build exited {result.returncode}: "
                            + "\n".join(errors[:10]))
        if len(pages) != len(tutorials):
            failures.append(f"{name}: tutorials without a page: "
                            + ", ".join(sorted(set(tutorials) - set(pages))))
        failures += [f"{name}: {line}" for line in about]
        failures += [f"{name}: {page} shows {', '.join(found)}" for page, found in raw.items()]
    for failure in failures:
        print("FAIL " + failure)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
