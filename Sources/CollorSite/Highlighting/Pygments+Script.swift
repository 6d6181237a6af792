extension Pygments {
    /// The program the interpreter runs (`python3 -I -c`), once per build.
    ///
    /// Input, on standard input: a JSON list of `[lexer, code]`. Output: the Pygments version,
    /// the token types seen (`Keyword`, `Literal.String.Double`), and for each block a flat list
    /// of pairs, a token type's index and the UTF-8 length of its run, or null when the lexer is
    /// unknown, fails, or its tokens do not give back the code (Pygments may change line
    /// endings). Lengths rather than text halve the output, and the Swift side cuts the runs from
    /// the code it already has, escaping them with the one HTML escaper. Exit status 3: no
    /// `pygments` module.
    static let script = #"""
        import json, sys
        try:
            import pygments
            from pygments.lexers import get_lexer_by_name
        except ImportError as error:
            sys.stderr.write(str(error) + "\n")
            sys.exit(3)
        blocks = json.loads(sys.stdin.buffer.read().decode("utf-8"))
        types, index, lexers, results = [], {}, {}, []
        for name, code in blocks:
            if name not in lexers:
                try:
                    lexers[name] = get_lexer_by_name(name, stripnl=False, ensurenl=False)
                except Exception:
                    lexers[name] = None
            lexer = lexers[name]
            if lexer is None:
                results.append(None)
                continue
            runs, texts, last = [], [], None
            try:
                for ttype, text in lexer.get_tokens(code):
                    if not text:
                        continue
                    texts.append(text)
                    size = len(text.encode("utf-8"))
                    if ttype is last:
                        runs[-1] += size
                        continue
                    key = ".".join(ttype)
                    if key not in index:
                        index[key] = len(types)
                        types.append(key)
                    runs += [index[key], size]
                    last = ttype
            except Exception:
                texts = None
            results.append(runs if texts is not None and "".join(texts) == code else None)
        output = {"pygments": pygments.__version__, "types": types, "blocks": results}
        sys.stdout.buffer.write(json.dumps(output, separators=(",", ":")).encode("utf-8"))
        """#
}
