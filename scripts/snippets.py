#!/usr/bin/env python3
"""Keeps the code in the docs the package's own code: the README's blocks and the tutorials' steps.

A fenced block whose info string names a snippet, for example

    ```swift snippet=Examples/TeamRoster/Sources/TeamRoster/RosterData.swift#model
    ```

holds exactly the lines of that file between `// snippet: model` and `// end snippet` (or the
whole file, without `#name`), dedented. `--check` (run by `make test`) fails on any difference and
says where; `--write` rewrites the blocks from the sources.

A tutorial's code files are the steps of a source file, written by this script from its step
markers, so no step is copied by hand and the last one is the compiled file:

    // step 3                lines up to the matching `// end step` appear from step 3 on
    // end step              (regions nest; the rest of the file is in every step)
    // steps 1-2: CODE       CODE, at the comment's indentation, only in steps 1 and 2

Marker lines (these and the snippets') are in no step. Step k of `Name.swift` is
`PREFIX-0k.swift` (TUTORIAL_STEPS maps each source to its PREFIX); `--check` fails when a step
file differs or is missing, or when the last step is not the source without its markers.
`--typecheck` (run by `make test` once Examples/TeamRoster is built) compiles each earlier step in
place of its source, with the target's other files, against the package's built modules: every
step of a tutorial is code that builds.
"""
import pathlib
import re
import subprocess
import sys
import textwrap

ROOT = pathlib.Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "Site").glob("*.md")), ROOT / "Examples/TeamRoster/README.md"]
TUTORIAL_RESOURCES = "Examples/TeamRoster/Sources/TeamRoster/TeamRoster.docc/Tutorials/Resources/"
TUTORIAL_STEPS = {
    "Examples/TeamRoster/Sources/TeamRoster/RosterGallery.swift": TUTORIAL_RESOURCES + "roster-gallery",
    "Examples/TeamRoster/Sources/RosterSite/main.swift": TUTORIAL_RESOURCES + "roster-site",
}
STEP_START = re.compile(r"^\s*// step (\d+)$")
STEPS_LINE = re.compile(r"^(\s*)// steps (\d+)-(\d+): (.*)$")
MARKER = re.compile(r"^\s*// (snippet: .*|end snippet|step \d+|end step)$")
FENCE = re.compile(r"^(?P<indent> *)(?P<fence>```+)(?P<lang>\w+) +snippet=(?P<ref>\S+)\s*$")


def snippet(ref: str, where: str) -> str:
    path, _, name = ref.partition("#")
    file = ROOT / path
    if not file.is_file():
        raise SystemExit(f"{where}: snippet file {path} does not exist")
    lines = [line for line in file.read_text(encoding="utf-8").splitlines()
             if not STEP_START.match(line) and line.strip() != "// end step"
             and not STEPS_LINE.match(line)]
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


def steps(path: str) -> list[str]:
    """The text of each step of the source at `path` (see the module's comment)."""
    lines = (ROOT / path).read_text(encoding="utf-8").splitlines()
    entries, starts, last = [], [], 1
    for number, line in enumerate(lines, 1):
        start, only = STEP_START.match(line), STEPS_LINE.match(line)
        if start:
            starts.append(int(start[1]))
            last = max(last, starts[-1])
        elif line.strip() == "// end step":
            if not starts:
                raise SystemExit(f"{path}:{number}: '// end step' closes no '// step N'")
            starts.pop()
        elif only:
            first, final = int(only[2]), int(only[3])
            if not 1 <= first <= final:
                raise SystemExit(f"{path}:{number}: 'steps {first}-{final}' is not a range")
            entries.append((only[1] + only[4], first, final))
            last = max(last, final)
        elif not MARKER.match(line):
            entries.append((line, max(starts, default=1), None))
    if starts:
        raise SystemExit(f"{path}: '// step {starts[-1]}' has no '// end step'")
    texts = ["\n".join(text for text, first, final in entries
                       if first <= step and (final is None or step <= final)) + "\n"
             for step in range(1, last + 1)]
    plain = "\n".join(line for line in lines
                      if not MARKER.match(line) and not STEPS_LINE.match(line)) + "\n"
    if texts[-1] != plain:
        raise SystemExit(f"{path}: its last step is not the file without its markers "
                         "(a 'steps A-B' line reaches the last step)")
    return texts


def tutorial_steps(write: bool) -> tuple[int, list[str]]:
    count, problems = 0, []
    for source, prefix in TUTORIAL_STEPS.items():
        folder = (ROOT / prefix).parent
        expected = {f"{pathlib.Path(prefix).name}-{n:02}{pathlib.Path(source).suffix}": text
                    for n, text in enumerate(steps(source), 1)}
        present = {p.name for p in folder.glob(pathlib.Path(prefix).name + "-*")}
        for name in sorted(present - set(expected)):
            problems.append(f"{folder.relative_to(ROOT)}/{name}: no step of {source} "
                            "(run scripts/snippets.py --write)")
            if write:
                (folder / name).unlink()
        for name, text in expected.items():
            count += 1
            file = folder / name
            if write:
                folder.mkdir(parents=True, exist_ok=True)
                file.write_text(text, encoding="utf-8")
            elif not file.is_file() or file.read_text(encoding="utf-8") != text:
                problems.append(f"{file.relative_to(ROOT)}: differs from its step of {source} "
                                "(run scripts/snippets.py --write)")
    return count, problems


def typecheck_steps() -> None:
    """Type-checks every step but the last (the compiled file) of each multi-step source."""
    modules = ROOT / "Examples/TeamRoster/.build/debug/Modules"
    if not modules.is_dir():
        raise SystemExit(f"{modules.relative_to(ROOT)} is missing: build Examples/TeamRoster first")
    checked, failed = 0, 0
    for source, prefix in TUTORIAL_STEPS.items():
        texts = steps(source)
        file = ROOT / source
        others = [str(p) for p in sorted(file.parent.glob("*.swift")) if p != file]
        for number in range(1, len(texts)):
            step = (ROOT / prefix).parent / f"{pathlib.Path(prefix).name}-{number:02}{file.suffix}"
            result = subprocess.run(
                ["swiftc", "-typecheck", "-module-name", file.parent.name, "-I", str(modules),
                 *others, str(step)], capture_output=True, text=True)
            checked += 1
            if result.returncode != 0:
                failed += 1
                print(f"{step.relative_to(ROOT)}: step {number} of {source} does not compile:\n"
                      + result.stderr, file=sys.stderr)
    print(f"snippets: {checked} earlier tutorial steps type-checked, {failed} fail")
    sys.exit(1 if failed else 0)


def main() -> None:
    if "--typecheck" in sys.argv:
        typecheck_steps()
    write = "--write" in sys.argv
    total, problems = 0, []
    for doc in DOCS:
        if doc.is_file():
            count, found = process(doc, write)
            total += count
            problems += found
    step_files, found = tutorial_steps(write)
    problems += found
    for problem in problems:
        print(problem, file=sys.stderr)
    if write:
        print(f"snippets: {total} blocks and {step_files} tutorial steps written")
    else:
        print(f"snippets: {total} blocks and {step_files} tutorial steps, {len(problems)} differ")
        sys.exit(1 if problems or total == 0 or step_files == 0 else 0)


main()
