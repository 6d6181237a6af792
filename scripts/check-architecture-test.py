#!/usr/bin/env python3
"""Checks scripts/check-architecture.py on a small package written to a temporary folder: its
lexer, the import check and the folder-cycle check. Run by `make test` before the script itself."""

import importlib.util
import os
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location(
    "check_architecture", os.path.join(HERE, "check-architecture.py"))
architecture = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(architecture)


def self_test():
    """Checks the lexer and both checks on a small package written to a temporary folder."""
    code = architecture.blank_comments_and_strings(
        'let a = "import X \\(Foo(b: "Bar")) Baz" // Qux\n/* /* Quux */ */ let c = #"\\(Corge)"#\n'
        'let d = """\n  Grault \\(Garply)\n  """\n')
    words = set(architecture.IDENTIFIER.findall(code))
    assert {"Foo", "Garply"} <= words, words
    assert not words & {"X", "Bar", "Baz", "Qux", "Quux", "Corge", "Grault"}, words
    assert code.count("\n") == 5

    directory = tempfile.mkdtemp(prefix="check-architecture-test-")
    try:
        sources = {
            "Sources/Low/Low.swift": "public struct Low {}\n",
            "Sources/Mid/Mid.swift":
                "import Low\n@_exported import Foundation\npublic enum Mid {}\n",
            "Sources/Top/A/A.swift": "import Mid\nimport Low\nimport struct Yams.Node\n"
                "struct A { var b: B }\n",
            "Sources/Top/B/B.swift": "import CYaml\nstruct B { var a: [A] }\n// C\n",
            "Sources/Top/C/C.swift": "@testable import Top\nenum C { typealias D = A }\n",
            # A string, a generic parameter and an argument label: none uses or declares a type.
            "Sources/Top/top.swift": "let s = \"B\"\nfunc f<A>(_ a: A, class B: Int) {}\n",
        }
        for path, text in sources.items():
            os.makedirs(os.path.dirname(os.path.join(directory, path)), exist_ok=True)
            with open(os.path.join(directory, path), "w", encoding="utf-8") as handle:
                handle.write(text)

        def target(name, *dependencies):
            return {
                "name": name, "type": "regular", "exclude": [], "dependencies": list(dependencies)}

        manifest = {
            "name": "Fixture",
            "products": [],
            "dependencies": [{"sourceControl": [{"identity": "yams"}]}],
            "targets": [
                target("Low"),
                target("Mid", {"byName": ["Low", None]}),
                target("Top", {"byName": ["Mid", None]}, {"product": ["Yams", "Yams", None, None]}),
            ],
        }
        package = architecture.Package(directory, manifest)
        here = os.getcwd()
        os.chdir(directory)
        try:
            errors, counts = architecture.check([package], architecture.ProductModules({}))
        finally:
            os.chdir(here)
        expected = [
            "Sources/Top/A/A.swift:2: error: Top imports Low: a target of this package that Top "
            "does not depend on",
            "Sources/Top/B/B.swift:1: error: Top imports CYaml: not a module of any product or "
            "target it depends on",
            "Sources/Top/A/A.swift:4: error: folder cycle in Top: A -> B -> A: A -> B "
            "(Sources/Top/A/A.swift:4 names B); B -> A (Sources/Top/B/B.swift:2 names A)",
        ]
        assert errors == expected, "\n".join(errors)
        assert counts == {"targets": 3, "imports": 7, "folder graphs": 1, "cycles": 1}, counts
    finally:
        shutil.rmtree(directory, ignore_errors=True)
    print("check-architecture: self-test passed")


if __name__ == "__main__":
    self_test()
    sys.exit(0)
