"""The standard library's json, imported with its regular expressions compiled when first used.

`import json` compiles six patterns at import (the encoder's three escapes, the scanner's
number, the decoder's string chunk and white space); judge uses the C encoder and scanner, which
need none but the decoder's white space (bound at import by `JSONDecoder.decode`). Imported
this way on the `judge resolve` path (rulebook cache, ruling writer), the rest are never
compiled (bench: cold start, counted in instructions). Same module, same behaviour.
"""

from __future__ import annotations

from judge.lazyre import lazy_import

lazy_import("json")
import json as json  # noqa: E402  (already imported above, with lazy patterns)
from json.encoder import encode_basestring as encode_basestring  # noqa: E402
