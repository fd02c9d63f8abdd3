"""[Barrier] and [Aegis] on a player (FOW 1120.1, 1120.4, 1181.1, 1181.3): both cards and players
can have them.

What a file writes: `player_keywords: {player: controller, keywords: [barrier], duration: turn}`,
"you gain [Barrier] until end of turn" as a resolving effect, or, in a static ability, "you have
[Aegis]" (its duration is then the ability's: while its card is where it works). The keyword is
kept as a restriction on targeting that player (engine/restrictions.py `player_shield`), read by
the rulebook's `player_shields`: [Barrier], spells and abilities another player controls cannot
target them (1120.4); [Aegis], spells with [Quickcast] and abilities whose source is an entity
they do not control that entered the field this turn cannot (1181.3). [Barrier] <information>
on a player (1120.5): `barrier: [chant]` beside `keywords: [barrier]`, only other players'
spells and abilities of those card types (a spell's types are its card's, an ability's its
source's).
"""

from __future__ import annotations

from judge.engine.declare import EffectDecl
from judge.engine.refs import refs
from judge.model.args import optional, required
from judge.model.effects import Effect, Ref, arg
from judge.model.state import Restriction, StackItem
from judge.msg import Items, Msg, phrase, phrases
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

#: The keywords a player may have, with the rule that says players can have it.
PLAYER_KEYWORDS = {"barrier": "FOW 1120.1", "aegis": "FOW 1181.1"}


@dataclass(frozen=True)
class PlayerKeywords(Effect):
    """`player_keywords: {player: controller, keywords: [barrier]}`: the players `player` names
    have those keywords for `duration` (FOW 1120.4, 1181.3)."""

    kind: ClassVar[str] = "player_keywords"
    keywords: tuple[str, ...] = arg(required("strings", "the keywords: barrier, aegis",
                                             choices=tuple(PLAYER_KEYWORDS)))
    player: Ref = arg(optional("player", "who has them (default: the controller)"),
                      "controller")
    duration: str = arg(optional("duration", "how long it lasts (a static ability's: while it "
                                             "works)"), "turn")
    barrier: tuple[str, ...] = arg(optional(
        "card_types", "[Barrier] <information> (FOW 1120.5): only other players' spells and "
        "abilities of these card types cannot target them (with `keywords: [barrier]`)"), ())

    def as_restrictions(self, t: Table, item: StackItem, duration: str,
                        label: str) -> list[Restriction]:
        """The keywords as restrictions on targeting each player (their `by` the keyword)."""
        players = [p for p in refs(t, item, self.player) if p in t.state.players]
        rid = t.state.new_id(f"{item.id}.player_keywords")
        return [Restriction(rid, item.controller, item.id, "be_targeted", None, ((p, -1),),
                            None, keyword, duration, item.source, label or t.item_label(item),
                            types=self.barrier if keyword == "barrier" else ())
                for p in players for keyword in self.keywords]


def run_player_keywords(t: Table, item: StackItem, e: PlayerKeywords) -> str | None:
    made = e.as_restrictions(t, item, e.duration, "")
    if not made:
        return None
    t.state.restrictions.extend(made)
    for keyword in e.keywords:
        t.cite_also_rule(PLAYER_KEYWORDS[keyword])
    players = list(dict.fromkeys(str(r.fixed[0][0]) for r in made if r.fixed))
    lasting = Msg("until end of turn") if e.duration == "turn" else \
        Msg("for the rest of the game")
    if e.barrier:
        t.cite_also_rule("FOW 1120.5")
    return phrases([phrase(Msg("{player} gains {keywords} ({how_long})", player=p,
                               keywords=Items([f"[{k.capitalize()}]" + (
                                   f" <{', '.join(x.capitalize() for x in e.barrier)}>"
                                   if k == "barrier" and e.barrier else "")
                                   for k in e.keywords]),
                               how_long=lasting)) for p in players])


PLAYER_KEYWORDS_EFFECT = EffectDecl(PlayerKeywords, run_player_keywords,
                                    "{player} gains {keywords}")
