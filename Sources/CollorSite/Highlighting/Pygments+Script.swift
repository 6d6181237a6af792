extension Pygments {
    /// The program the interpreter runs (`python3 -I -c`).
    ///
    /// Input, on standard input: a JSON list of `[lexer, code]`. Output, one JSON line each,
    /// written as soon as it is known, so that the builder can give each block its own time
    /// limit: first `{"pygments": version}`, then for each block `[types, runs]`, the token types
    /// (`Keyword`, `Literal.String.Double`) first seen in it, numbered on from those of the
    /// blocks before, and a flat list of pairs, a token type's number and the UTF-8 length of its
    /// run, or null when the lexer is unknown, fails, or its tokens do not give back the code
    /// (Pygments may change line endings). Lengths rather than text halve the output, and the
    /// Swift side cuts the runs from the code it already has, escaping them with the one HTML
    /// escaper. Exit status 3: no `pygments` module.
    static let script = #"""
        import json, sys
        try:
            import pygments
            from pygments.lexers import get_lexer_by_name
        except ImportError as error:
            sys.stderr.write(str(error) + "\n")
            sys.exit(3)
        out = sys.stdout.buffer
        def send(value):
            out.write(json.dumps(value, separators=(",", ":")).encode("utf-8") + b"\n")
            out.flush()
        blocks = json.loads(sys.stdin.buffer.read().decode("utf-8"))
        send({"pygments": pygments.__version__})
        index, lexers = {}, {}
        for name, code in blocks:
            new = []
            if name not in lexers:
                try:
                    lexers[name] = get_lexer_by_name(name, stripnl=False, ensurenl=False)
                except Exception:
                    lexers[name] = None
            lexer = lexers[name]
            if lexer is None:
                send([new, None])
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
                        index[key] = len(index)
                        new.append(key)
                    runs += [index[key], size]
                    last = ttype
            except Exception:
                texts = None
            send([new, runs if texts is not None and "".join(texts) == code else None])
        """#
}
