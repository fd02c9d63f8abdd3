"""How Vandaria Wars players say things (engine/words.py; docs/games/vandaria-wars.md lists it).
The guide says a registered card or skill *results* (di-result, VW REG.1), never "resolves"."""

from __future__ import annotations

from judge.engine.words import Words

WORDS = Words(
    stack="register",
    # The guide's word: a card or skill goes *into* the register and waits *in* it (masuk
    # register, VW REG.1, REG.15.a), never "on" it.
    places={"register": "in the {zone}"},
    joins="into the {zone}",
    resolve=("result", "results", "resulted"),
    mode="Option",
    # its cards print a mode as "Option-1: ..." (VW REG.14.b): one mode is said so, by its name
    mode_named="Option-{name}",
    stats={"atk": "ATK", "hp": "HP"},
    verbs={"attack": "{player} attacks"},
    # What a question asks about an object's field with, in Vandaria Wars' words
    asked={"zone": r"graveyard", "stats": r"atk|hp"},
    # "Is it registered?": a card summoned or a skill used goes into the register (VW REG.1)
    stack_verb="register",
    # VW REG.1.a-b: a card is summoned (di-summon), a skill used (digunakan); an Action card is
    # summoned from the hand: the guide says "men-summon Action" (§Action •1; VW REG.12.a)
    plays={"territory": "summons", "follower": "summons", "relic": "summons", "rune": "summons",
           "action": "summons"},
    activates="uses",
    # VW REG.1.e: a summoned card enters play ("masuk ke dalam permainan", §Register ¶4)
    enters="play",
)
