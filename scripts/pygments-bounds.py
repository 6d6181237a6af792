#!/usr/bin/env python3
"""Measures Pygments' lexers on hostile shapes of input, for `Pygments+Bounds.swift`.

For each lexer the site uses, each of 30 shapes (a keyword then spaces, one long word, a run of
one punctuation character, words without punctuation, ...) is lexed as a block of code within
the lexer's bounds (lines cut at the line bound, whitespace and word runs broken at theirs) at
8, 16 and 32 KB; the worst seconds per KB is printed with its shape. With `--unbounded`, each
shape is lexed as it is at 2 and 8 KB and the shapes that grow faster than linearly are listed.

    /usr/bin/python3 scripts/pygments-bounds.py [--unbounded] [lexer...]

The bounds below must be those of `Pygments.bounds` (Sources/CollorSite/Highlighting).
"""
import signal
import sys
import time

from pygments.lexers import get_lexer_by_name

LEXERS = (
    "bash console json yaml diff xml html objective-c objective-c++ c cpp protobuf javascript "
    "typescript python ruby toml markdown make docker css sql ini java kotlin go rust"
).split()
DEFAULT = {"block": 32_000, "line": 1_000, "whitespace": 256, "words": None}
BOUNDS = {name: dict(DEFAULT, whitespace=128) for name in ("c", "cpp", "objective-c", "objective-c++")}
BOUNDS["make"] = dict(DEFAULT, line=250)
BOUNDS["java"] = dict(DEFAULT, words=256)

SHAPES = {
    "keyword, spaces": lambda n: "int " + " " * (n - 4),
    "keyword, newlines": lambda n: "int " + "\n" * (n - 4),
    "one word": lambda n: "a" * n,
    "words": lambda n: "a " * (n // 2),
    "short lines": lambda n: "a\n" * (n // 2),
    "spaces and newlines": lambda n: " \n" * (n // 2),
    "spaces": lambda n: " " * n,
    "tabs": lambda n: "\t" * n,
    "open string": lambda n: '"' + "a" * (n - 1),
    "open quote": lambda n: "'" + "a" * (n - 1),
    "open comment": lambda n: "/*" + "a" * (n - 2),
    "empty strings": lambda n: '""' * (n // 2),
    "open call": lambda n: "int f(" + "a," * ((n - 6) // 2),
    "member chain": lambda n: "a." * (n // 2),
    "key chain": lambda n: "a:" * (n // 2),
    "tags": lambda n: "<a " * (n // 3),
    "digits": lambda n: "1" * n,
}
for character in "(<{[#-`$\\*=@/":
    SHAPES[character + " run"] = lambda n, c=character: c * n


class TimedOut(Exception):
    pass


def alarm(*_):
    raise TimedOut()


signal.signal(signal.SIGALRM, alarm)


def seconds(lexer, code, limit=8):
    """Seconds to lex `code`, or None past `limit`."""
    signal.alarm(limit)
    start = time.perf_counter()
    try:
        for _ in lexer.get_tokens(code):
            pass
    except TimedOut:
        return None
    finally:
        signal.alarm(0)
    return time.perf_counter() - start


def bounded(code, bound):
    """`code` cut to fit `bound`: the worst a block within it holds of this shape."""
    out, line, spaces, words = [], 0, 0, 0
    for character in code:
        if character == "\n" or line < bound["line"]:
            pass
        else:
            out.append("\n")
            line, spaces, words = 0, spaces + 1, words + 1
        white = character in " \t\n\r"
        if white and spaces >= bound["whitespace"]:
            out.append(";")
            line, spaces, words = line + 1, 0, 0
        if bound["words"] and (white or character.isalnum() or character in "_$"):
            if words >= bound["words"]:
                out.append(";")
                line, spaces, words = line + 1, 0, 0
        spaces = spaces + 1 if white else 0
        words = words + 1 if white or character.isalnum() or character in "_$" else 0
        line = 0 if character == "\n" else line + 1
        out.append(character)
    return "".join(out)


def main():
    arguments = sys.argv[1:]
    unbounded = "--unbounded" in arguments
    names = [name for name in arguments if not name.startswith("--")] or LEXERS
    for name in names:
        lexer = get_lexer_by_name(name, stripnl=False, ensurenl=False)
        seconds(lexer, "x\n")
        if unbounded:
            for shape, make in SHAPES.items():
                small, large = seconds(lexer, make(2_000) + "\n"), seconds(lexer, make(8_000) + "\n")
                if large is None or (large > 0.05 and large / max(small or 0, 1e-4) > 7):
                    print(f"{name:14} {shape:20} 2 KB {small or 0:6.3f} s, 8 KB "
                          + ("> 8 s" if large is None else f"{large:6.3f} s"), flush=True)
            continue
        bound = BOUNDS.get(name, DEFAULT)
        row = []
        for kb in (8, 16, 32):
            worst, worst_shape = 0.0, ""
            for shape, make in SHAPES.items():
                code = bounded(make(kb * 1000), bound)[: min(kb * 1000, bound["block"]) - 1] + "\n"
                taken = seconds(lexer, code)
                taken = float("inf") if taken is None else taken
                if taken > worst:
                    worst, worst_shape = taken, shape
            row.append(f"{kb:2} KB {worst / kb * 1000:6.1f} ms/KB ({worst_shape})")
        print(f"{name:14} " + "  ".join(row), flush=True)


main()
