#!/usr/bin/env python3
"""Keeps the code in the docs the package's own code.

A fenced block whose info string names a snippet, for example

    ```swift snippet=Examples/TeamRoster/Sources/TeamRoster/RosterData.swift#model
    ```

holds exactly the lines of that file between `// snippet: model` and `// end snippet` (or the
whole file, without `#name`), dedented. `--check` (run by `make test`) fails on any difference and
says where; `--write` rewrites the blocks from the sources.
"""
import pathlib
import re
import sys
import textwrap

ROOT = pathlib.Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "Site").glob("*.md")), ROOT / "Examples/TeamRoster/README.md"]
FENCE = re.compile(r"^(?P<indent> *)(?P<fence>```+)(?P<lang>\w+) +snippet=(?P<ref>\S+)\s*$")


def snippet(ref: str, where: str) -> str:
    path, _, name = ref.partition("#")
    file = ROOT / path
    if not file.is_file():
        raise SystemExit(f"{where}: snippet file {path} does not exist")
    lines = file.read_text(encoding="utf-8").splitlines()
    if not name:
        return "\n".join(lines).strip("\n")
    start = [i for i, line in enumerate(lines) if line.strip() == f"// snippet: {name}"]
    if len(start) != 1:
        raise SystemExit(f"{where}: {path} has {len(start)} '// snippet: {name}' markers, not 1")
    end = next(
        (i for i in range(start[0] + 1, len(lines)) if lines[i].strip() == "// end snippet"), None)
    if end is None:
        raise SystemExit(f"{where}: {path}: '// snippet: {name}' has no '// end snippet'")
    return textwrap.dedent("\n".join(lines[start[0] + 1:end])).strip("\n")


def process(doc: pathlib.Path, write: bool) -> tuple[int, list[str]]:
    lines = doc.read_text(encoding="utf-8").splitlines()
    out, problems, count, i = [], [], 0, 0
    while i < len(lines):
        match = FENCE.match(lines[i])
        out.append(lines[i])
        i += 1
        if not match:
            continue
        count += 1
        where = f"{doc.relative_to(ROOT)}:{i}"
        close = next((j for j in range(i, len(lines))
                      if lines[j].strip() == match["fence"]), None)
        if close is None:
            raise SystemExit(f"{where}: the snippet block is not closed")
        current = "\n".join(line[len(match["indent"]):] for line in lines[i:close])
        expected = snippet(match["ref"], where)
        if current != expected:
            problems.append(f"{where}: differs from {match['ref']} (run scripts/snippets.py --write)")
        out.extend(match["indent"] + line if line else line for line in expected.split("\n"))
        out.append(lines[close])
        i = close + 1
    if write:
        doc.write_text("\n".join(out) + "\n", encoding="utf-8")
    return count, problems


def main() -> None:
    write = "--write" in sys.argv
    total, problems = 0, []
    for doc in DOCS:
        if doc.is_file():
            count, found = process(doc, write)
            total += count
            problems += found
    for problem in problems:
        print(problem, file=sys.stderr)
    if write:
        print(f"snippets: {total} blocks written")
    else:
        print(f"snippets: {total} blocks, {len(problems)} differ")
        sys.exit(1 if problems or total == 0 else 0)


main()
