#!/usr/bin/env python3
"""Checks the package's architecture: imports against declared dependencies, and folder cycles.

What it checks, for every Swift target of this package and of the packages under Examples/ that
have a manifest (libraries, executables, tests, benchmarks, plugins, and the fuzz targets that
Package.swift declares only with COLLOR_FUZZ=1, read by evaluating the manifest a second time):

1. Imports. Every `import X` (with any attributes or access level: `@testable`, `@_exported`,
   `@preconcurrency`, `public`, `package`; and the `import struct X.Y` forms) must name:
   - a target of the same package that the target depends on (directly: a module reachable only
     through another dependency is an error, as is `import CYaml` when the target depends on the
     Yams product, since CYaml is not in that product);
   - a module of a product the target depends on (products of remote packages from the table
     below, or else from the checkout's manifest; products of a local path dependency, such as
     Examples/TeamRoster's dependency on this package, from that package's manifest);
   - a system library target it depends on (CCmark); or a module of the toolchain (Foundation,
     Dispatch, Testing, ...: TOOLCHAIN_MODULES).
2. Folders. Inside each target, each top-level folder of its source root is a node (files directly
   in the root form the folder "."). A folder uses another when one of its files names a
   top-level type (struct, class, enum, protocol, actor or typealias declared at the start of a
   line) that is declared in that other folder only; nested types are reached through their
   parent's name. Every cycle of that graph is reported, with one example reference (file,
   line, name) per edge.

Limits: it reads source text, not the compiler's view. Comments and string literals are blanked
by a small lexer (interpolated code is kept); regex literals are not recognised. Types are known by
their simple names: a reference is whole-word, so a name declared in two folders (a nested
`Reason`, say) is ambiguous and ignored, a local variable or label spelled like a type counts as a
use, and a use only through inference (`.init()`, a member of an inferred type) is not seen. So a
reported cycle is real but worth reading; the absence of one is strong evidence, not proof.
Module cycles need no check of their own: SwiftPM refuses a manifest with one, and check 1 keeps
every import on a declared edge.

Prints `path:line: error: ...` for each finding and a one-line summary; exits 0 when clean, 1 when
anything is found, 2 when the manifest cannot be read. No network: manifests are evaluated by
`swift package dump-package` with a temporary scratch path (so a running build's lock does not
block it), and nothing is resolved or fetched.

Usage: scripts/check-architecture.py [--package DIR ...]
(scripts/check-architecture-test.py checks this script on a small package.)
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict

# Modules the toolchain provides on the platforms this package builds on.
TOOLCHAIN_MODULES = {
    "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Dispatch",
    "Synchronization", "RegexBuilder", "Glibc", "Musl", "Darwin", "Android", "WASILibc", "ucrt",
    "WinSDK", "os", "XCTest", "Testing", "PackagePlugin", "PackageDescription",
}

# Module names of the products this package and its example declare, by (package identity,
# product). Checked against the products' manifests; a product missing here is read from
# .build/checkouts/<identity> instead.
KNOWN_PRODUCTS = {
    ("swift-argument-parser", "ArgumentParser"): ["ArgumentParser"],
    ("swift-snapshot-testing", "SnapshotTesting"): ["SnapshotTesting"],
    ("swift-property-based", "PropertyBased"): ["PropertyBased"],
    ("swift-syntax", "SwiftParser"): ["SwiftParser"],
    ("swift-syntax", "SwiftIDEUtils"): ["SwiftIDEUtils"],
    ("swift-syntax", "SwiftSyntax"): ["SwiftSyntax"],
    ("swift-docc-symbolkit", "SymbolKit"): ["SymbolKit"],
    ("yams", "Yams"): ["Yams"],
    ("swift-nio", "NIOCore"): ["NIOCore"],
    ("swift-nio", "NIOPosix"): ["NIOPosix"],
    ("swift-nio", "NIOHTTP1"): ["NIOHTTP1"],
    ("swift-nio", "NIOConcurrencyHelpers"): ["NIOConcurrencyHelpers"],
}

# Folder edges that a public API Collor users know makes mutual, each with its reason: the edge is
# left out of the cycle search and printed as a note. Keep this list short.
ALLOWED_EDGES = {
    ("Collor", "Model", "Layout"):
        "CollectionSectionDescribable's minimumInteritemSpacing(_:layout:) and "
        "minimumLineSpacing(_:layout:) take the FlowLayout, as Collor's take "
        "UICollectionViewFlowLayout; users' sections witness that signature, so it stays",
}

DEFAULT_ROOTS = {
    "regular": "Sources", "executable": "Sources", "system": "Sources", "macro": "Sources",
    "test": "Tests", "plugin": "Plugins",
}

IMPORT = re.compile(
    r"^[ \t]*(?:@\w+(?:\([^)\n]*\))?[ \t]+)*"
    r"(?:(?:public|package|internal|fileprivate|private|open)[ \t]+)?"
    r"import[ \t]+(?:(?:typealias|struct|class|enum|protocol|let|var|func|actor)[ \t]+)?"
    r"([A-Za-z_]\w*)",
    re.M,
)
# A top-level type declaration starts its line (after attributes and modifiers), which tells it
# from an argument label (`class className: String`). Nested types (`Navigation.Group`) are left
# out: they are reached through their parent's name, and their short names (`Group`, `Kind`)
# recur in many types.
DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)\n]*\))?[ \t]+)*"
    r"(?:(?:public|package|internal|fileprivate|private|open|final|indirect|nonisolated"
    r"|distributed)[ \t]+)*"
    r"(?:struct|class|enum|protocol|actor|typealias)[ \t]+([A-Za-z_]\w*)",
    re.M,
)
# `class func`, `class var` and the like declare members, not classes.
NOT_A_NAME = {
    "func", "var", "let", "subscript", "init", "deinit", "case", "static", "final", "override",
    "private", "fileprivate", "internal", "public", "package", "open", "convenience", "required",
}
# Generic parameters (`func f<Section>`, `struct S<Element: P>`): names local to their file.
GENERIC_PARAMETERS = re.compile(
    r"\b(?:func[ \t]+\w+|init|subscript|(?:struct|class|enum|actor|typealias)[ \t]+\w+)"
    r"[ \t]*<([^<>{}()]*)>")
IDENTIFIER = re.compile(r"[A-Za-z_]\w*")


def module_name(target_name):
    """The module a target builds: its name with what is not an identifier character as `_`."""
    name = re.sub(r"\W", "_", target_name)
    return "_" + name if name[0].isdigit() else name


# MARK: - Lexer


def blank_comments_and_strings(source):
    """`source` with comments and the contents of string literals replaced by spaces, newlines
    kept (so lines and columns stay), and the code of string interpolations kept as code."""
    out = list(source)
    n = len(source)
    i = 0
    # Each open interpolation: its parenthesis depth and the string it returns to.
    interpolations = []
    string = None  # (hashes, multiline) while inside a string literal

    def blank(start, end):
        for k in range(start, min(end, n)):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = source[i]
        if string is None:
            if source.startswith("//", i):
                end = source.find("\n", i)
                end = n if end < 0 else end
                blank(i, end)
                i = end
            elif source.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if source.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif source.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                blank(i, j)
                i = j
            elif c == '"' or (c == "#" and re.match(r"#+\"", source[i:i + 32])):
                hashes = 0
                while source[i + hashes] == "#":
                    hashes += 1
                j = i + hashes
                multiline = source.startswith('"""', j)
                string = (hashes, multiline)
                i = j + (3 if multiline else 1)
            elif interpolations and c == "(":
                interpolations[-1][0] += 1
                i += 1
            elif interpolations and c == ")":
                if interpolations[-1][0] == 0:
                    string = interpolations.pop()[1]
                else:
                    interpolations[-1][0] -= 1
                i += 1
            else:
                i += 1
            continue
        hashes, multiline = string
        if c == "\\" and source.startswith("#" * hashes, i + 1):
            j = i + 1 + hashes
            if j < n and source[j] == "(":
                blank(i, j)
                interpolations.append([0, string])
                string = None
                i = j + 1
            else:
                blank(i, j + 1)
                i = j + 1
        elif multiline and source.startswith('"""' + "#" * hashes, i):
            string = None
            i += 3 + hashes
        elif not multiline and source.startswith('"' + "#" * hashes, i):
            string = None
            i += 1 + hashes
        elif c == "\n" and not multiline:
            string = None  # an unterminated literal: resume at the next line
            i += 1
        else:
            blank(i, i + 1)
            i += 1
    return "".join(out)


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


# MARK: - Manifests


def dump_package(package_dir, environment=None):
    scratch = tempfile.mkdtemp(prefix="check-architecture-")
    try:
        result = subprocess.run(
            ["swift", "package", "--scratch-path", scratch, "dump-package"],
            cwd=package_dir, capture_output=True, text=True,
            env={**os.environ, **(environment or {})},
        )
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    if result.returncode != 0:
        sys.stderr.write(result.stderr)
        raise SystemExit(f"check-architecture: cannot read the manifest in {package_dir}")
    return json.loads(result.stdout)


class Package:
    """A manifest with its folder: targets, products and dependencies."""

    def __init__(self, directory, manifest, extra_targets=()):
        self.directory = os.path.abspath(directory)
        self.name = manifest["name"]
        self.targets = {t["name"]: t for t in manifest["targets"]}
        for target in extra_targets:
            self.targets.setdefault(target["name"], target)
        self.products = {p["name"]: p["targets"] for p in manifest["products"]}
        # identity (and name) -> ("path", directory) or ("remote", identity)
        self.dependencies = {}
        for dependency in manifest.get("dependencies", []):
            for kind, entries in dependency.items():
                entry = entries[0]
                identity = entry["identity"].lower()
                where = ("path", entry["path"]) if kind == "fileSystem" else ("remote", identity)
                self.dependencies[identity] = where
                name = entry.get("nameForTargetDependencyResolutionOnly")
                if name:
                    self.dependencies[name.lower()] = where

    def source_root(self, target):
        path = target.get("path")
        if path is None:
            path = os.path.join(DEFAULT_ROOTS.get(target["type"], "Sources"), target["name"])
        return os.path.join(self.directory, path)

    def swift_files(self, target):
        root = self.source_root(target)
        excluded = [os.path.join(root, e) for e in target.get("exclude", [])]
        files = []
        for folder, subfolders, names in os.walk(root):
            # SwiftPM compiles nothing in a documentation catalog: a tutorial's code is there.
            subfolders[:] = sorted(
                s for s in subfolders
                if os.path.join(folder, s) not in excluded and not s.endswith(".docc"))
            for name in sorted(names):
                path = os.path.join(folder, name)
                if name.endswith(".swift") and path not in excluded:
                    files.append(path)
        return root, files


class ProductModules:
    """Module names of products, by package: the table, then path dependencies' and checkouts'
    manifests (each evaluated once)."""

    def __init__(self, loaded):
        self.loaded = loaded  # absolute directory -> Package
        self.declared_modules = {}  # package directory -> declared(package)

    def modules(self, package, package_name, product):
        where = package.dependencies.get((package_name or "").lower())
        if where is None:
            # `.byName` of a product: any dependency whose table or manifest has it.
            for candidate in package.dependencies.values():
                found = self._lookup(package, candidate, product)
                if found is not None:
                    return found
            return None
        return self._lookup(package, where, product)

    def declared(self, package):
        """The modules of every product some target of `package` depends on."""
        if package.directory in self.declared_modules:
            return self.declared_modules[package.directory]
        modules = self.declared_modules[package.directory] = set()
        for target in package.targets.values():
            for dependency in target.get("dependencies", []):
                for kind, entry in dependency.items():
                    if kind == "product" or (kind == "byName" and entry[0] not in package.targets):
                        package_name = entry[1] if kind == "product" else None
                        modules.update(self.modules(package, package_name, entry[0]) or [])
        return modules

    def _lookup(self, package, where, product):
        kind, value = where
        if kind == "remote":
            if (value, product) in KNOWN_PRODUCTS:
                return KNOWN_PRODUCTS[(value, product)]
            checkout = os.path.join(package.directory, ".build", "checkouts", value)
            if not os.path.isdir(checkout):
                return None
            value = checkout
        directory = os.path.abspath(value)
        if directory not in self.loaded:
            self.loaded[directory] = Package(directory, dump_package(directory))
        targets = self.loaded[directory].products.get(product)
        return None if targets is None else [module_name(t) for t in targets]


# MARK: - Checks


def check_imports(package, target, files, products, errors):
    """Check 1: every import of `target` names a module it may import. Returns the count."""
    allowed = set(TOOLCHAIN_MODULES)
    allowed.add(module_name(target["name"]))
    for dependency in target.get("dependencies", []):
        for kind, entry in dependency.items():
            name = entry[0]
            if kind == "target" or (kind == "byName" and name in package.targets):
                allowed.add(module_name(name))
            else:
                modules = products.modules(package, entry[1] if kind == "product" else None, name)
                if modules is None:
                    errors.append(
                        f"{relative(os.path.join(package.directory, 'Package.swift'))}:1: error: "
                        f"{target['name']} depends "
                        f"on the product {name}, whose modules cannot be found")
                else:
                    allowed.update(modules)
    count = 0
    for path, code in files:
        for match in IMPORT.finditer(code):
            count += 1
            module = match.group(1)
            if module in allowed:
                continue
            if module in {module_name(t) for t in package.targets}:
                reason = f"a target of this package that {target['name']} does not depend on"
            elif module in products.declared(package):
                reason = f"a module of a product that {target['name']} does not depend on"
            else:
                reason = "not a module of any product or target it depends on"
            errors.append(
                f"{relative(path)}:{line_of(code, match.start(1))}: error: {target['name']} "
                f"imports {module}: {reason}")
    return count


def folder_of(root, path):
    parts = os.path.relpath(path, root).split(os.sep)
    return "." if len(parts) == 1 else parts[0]


def folder_graph(root, files):
    """Check 2's graph: folder -> {used folder: (file, line, name)}, the first reference found
    (files in path order)."""
    declared = defaultdict(set)  # name -> folders declaring it
    for path, code in files:
        for match in DECLARATION.finditer(code):
            name = match.group(1)
            if name not in NOT_A_NAME:
                declared[name].add(folder_of(root, path))
    owner = {name: next(iter(folders)) for name, folders in declared.items() if len(folders) == 1}
    edges = defaultdict(dict)
    for path, code in files:
        folder = folder_of(root, path)
        local = {
            parameter.split(":")[0].strip()
            for match in GENERIC_PARAMETERS.finditer(code)
            for parameter in match.group(1).split(",")
        }
        for match in IDENTIFIER.finditer(code):
            used = owner.get(match.group(0))
            if used is None or used == folder or used in edges[folder] or match.group(0) in local:
                continue
            edges[folder][used] = (relative(path), line_of(code, match.start()), match.group(0))
    return edges


def cycles(edges, limit=100):
    """Every elementary cycle (each once, starting at its least folder), at most `limit`."""
    found = []
    nodes = sorted(set(edges) | {n for targets in edges.values() for n in targets})
    for start in nodes:
        stack = [(start, [start])]
        while stack and len(found) < limit:
            node, path = stack.pop()
            for succ in sorted(edges.get(node, {}), reverse=True):
                if succ == start:
                    found.append(path + [start])
                elif succ > start and succ not in path:
                    stack.append((succ, path + [succ]))
    return found


def relative(path):
    return os.path.relpath(path)


def check(packages, products, notes=None):
    notes = [] if notes is None else notes
    errors = []
    counts = {"targets": 0, "imports": 0, "folder graphs": 0, "cycles": 0}
    for package in packages:
        for target in sorted(package.targets.values(), key=lambda t: t["name"]):
            if target["type"] in ("system", "binary"):
                continue
            root, paths = package.swift_files(target)
            files = []
            for path in paths:
                with open(path, encoding="utf-8") as handle:
                    files.append((path, blank_comments_and_strings(handle.read())))
            counts["targets"] += 1
            counts["imports"] += check_imports(package, target, files, products, errors)
            edges = folder_graph(root, files)
            for (name, source, used), reason in sorted(ALLOWED_EDGES.items()):
                if name == target["name"] and edges.get(source, {}).pop(used, None):
                    notes.append(f"note: {name}: {source} -> {used} allowed: {reason}")
            if len({folder_of(root, p) for p, _ in files}) > 1:
                counts["folder graphs"] += 1
            for cycle in cycles(edges):
                counts["cycles"] += 1
                steps = "; ".join(
                    f"{a} -> {b} ({edges[a][b][0]}:{edges[a][b][1]} names {edges[a][b][2]})"
                    for a, b in zip(cycle, cycle[1:]))
                first = edges[cycle[0]][cycle[1]]
                errors.append(
                    f"{first[0]}:{first[1]}: error: folder cycle in {target['name']}: "
                    f"{' -> '.join(cycle)}: {steps}")
    return errors, counts


def load_packages(directories):
    packages, loaded = [], {}
    for directory in directories:
        manifest = dump_package(directory)
        # The fuzz targets are declared only under COLLOR_FUZZ: evaluate the manifest again.
        with open(os.path.join(directory, "Package.swift"), encoding="utf-8") as handle:
            switched = "COLLOR_FUZZ" in handle.read()
        fuzz = dump_package(directory, {"COLLOR_FUZZ": "1"})["targets"] if switched else []
        package = Package(directory, manifest, extra_targets=fuzz)
        loaded[package.directory] = package
        packages.append(package)
    return packages, loaded


def summary(errors, counts):
    imports = sum(1 for e in errors if " imports " in e or " depends on the product " in e)
    return (
        f"check-architecture: {counts['targets']} targets, {counts['imports']} imports, "
        f"{counts['folder graphs']} targets with folders: {imports} import error(s), "
        f"{counts['cycles']} folder cycle(s)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--package", action="append",
        help="a package folder to check (repeatable); by default this package and every "
        "Examples/*/Package.swift")
    arguments = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    os.chdir(root)
    directories = arguments.package or ["."] + sorted(
        os.path.join("Examples", d) for d in os.listdir("Examples")
        if os.path.isfile(os.path.join("Examples", d, "Package.swift")))
    packages, loaded = load_packages(directories)
    notes = []
    errors, counts = check(packages, ProductModules(loaded), notes)
    for note in notes:
        print(note)
    for error in errors:
        print(error)
    print(summary(errors, counts))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
