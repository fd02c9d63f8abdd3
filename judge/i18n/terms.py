"""The terms judge's engine may say that no literal message in the code names: a game's table
(judge/games/*/words.py) may leave them to the defaults of judge/engine/words.py, and the kinds of
step are said by their names. Listed here for the catalogues only (python -m judge.i18n.catalog
reads the `word(...)` calls): nothing imports this module at run time, so the list costs
`judge resolve --json` nothing.
"""

from __future__ import annotations

from judge.msg import Msg, word

DEFAULT_TERMS = (word("stack"), word("resolve"), word("resolves"), word("resolved"),
                 word("exhausted"), word("ready"), word("mode"), word("priority"),
                 word("state check"), word("hand"), word("deck"), word("graveyard"),
                 word("field"), word("trash"), word("base"), word("banishment"),
                 word("main deck"), word("subdeck"), word("removed"), word("standby"),
                 word("ruler area"), word("loop"), word("limit"), word("note"),
                 word("cancelled"), word("countered"), word("gold"), word("life"),
                 word("points"), word("point"), word("damage"),
                 # the kinds of step, as `judge resolve` labels them
                 word("pass"), word("play"), word("activate"), word("choice"), word("cost"),
                 word("trigger"), word("resource"), word("fizzle"), word("cancel"),
                 word("reject"), word("phase"), word("action"), word("combat"), word("score"),
                 word("effect"), word("replace"), word("game over"),
                 # the resources a cost or an effect names by their keys (judge.msg.amounts)
                 word("fire"), word("water"), word("wind"), word("light"), word("darkness"),
                 word("void"), word("attributeless"), word("free"), word("energy"),
                 word("power"), word("fury"), word("calm"), word("mind"), word("body"),
                 word("chaos"), word("order"), word("element"), word("honor"), word("xp"),
                 # what paying a cost by putting a card away is called (Rulebook.sacrifice_word)
                 word("sacrificing"), word("banishing"), word("killing"),
                 # what cancelling an item is called (Rulebook.cancel_words)
                 word("cancels"), word("counters"),
                 # how long an effect lasts (the `duration` of an effect)
                 word("turn"), word("battle"), word("permanent"), word("chain"),
                 # what a board and a comparison name (an object's fields, a game's state)
                 word("zone"), word("controller"), word("state"), word("control"),
                 word("focus"), word("showdown"), word("staged"), word("scored"),
                 word("contested"), word("locked"))

#: How a game's permanents enter and attach (ObjectRules.enters_as, enters_as_when,
#: attach_phrase): declarations the engine says as messages.
ENTERING = (word("exhausted (RB 143.4)"), word("ready (RB 149)"),
            word("ready (RB 805.6: its Accelerate cost was paid)"),
            Msg("{card} enters the {zone} attached to {host}"),
            Msg("{card} enters the {zone} added to {host}"))

#: How a resource ability resolves, as each game says it (ResourceKinds.verb, resolve_at_once).
AT_ONCE = (word("takes effect at once"), word("results at once"),
           word("enters the register and results at once"),
           word("is a will ability and resolves at once, without using the chase"),
           word("resolves as it finalizes (an Add ability)"), word("resolves as it finalizes"))
