"""Page parity with DocC: docc's render JSON and collor's build report, read into one page model
and compared section by section (scripts/check-docc-parity.py is the command).

- `model`: the page model both sides are read into, and the text normalisation;
- `docc`: reads `docc convert`'s output (data/documentation/**.json);
- `report`: reads `collor build --report FILE`;
- `compare`: scores each section kind and the link occurrences, and lists the differences.
"""
