// A cell view writes its HTML with `HTMLWriter`, which lives in `CollorHTMLWriter` so that the
// markdown module can write HTML without the collection model: `import CollorHTML` brings it along,
// so a view file needs one import, as before the writer had a module of its own.
@_exported import CollorHTMLWriter
