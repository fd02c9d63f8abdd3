"""Judge look-ups: rules by id, full-text search, the why-analysis and the prose of a ruling.

Only the `rule`, `search`, `explain` and `why` commands import this package, so `judge resolve`
never pays for sqlite3 or the rulebook indexes.
"""
