"""How a game's players say things: the words judge's prose and board views use for the game's
zones, stack, verbs, stats, resources and keys, instead of the names a scenario file and the
JSON ruling use (`main_deck`, `battlefield:bf-a`, `exhausted`, `call_stone`).

Each game declares its table (`Rulebook.prose`, listed in docs/games/); anything a table leaves
out reads as its name with spaces for underscores. The engine writes its step summaries with these
words, and the renderers and the look-ups read them from the Resolution: nobody rewrites prose
afterwards.
"""

from __future__ import annotations

import re

from judge.model.filters import FILTER_SAID
from judge.msg import WORD, English, Items, Msg, word
from judge.record import dataclass, field

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable


def _semicolons(said: list[Msg]) -> Msg:
    """Facts one after another: `a; b; c`."""
    out = said[0]
    for s in said[1:]:
        out = Msg("{first}; {next}", first=out, next=s)
    return out


#: Kinds of instruction whose engine name is no player's word ("its forbid instruction").
INSTRUCTIONS = {"move_zone": Msg("move", context="effect"),
                "play_now": Msg("play", context="effect"),
                "forbid": Msg("restriction", context="effect"),
                "modify": Msg("stat change", context="effect")}


def plain(name: str) -> str:
    """A name of the file format as words: `main_deck` -> `main deck`."""
    return name.replace("_", " ")


#: How the ruling says a player puts a card onto the stack, by the verb the game uses for the
#: card's type (Words.plays; Vandaria Wars: a Follower is summoned, an Action used, VW REG.1.a,
#: REG.12.a): the action ("alice plays Rush"), its step without and with targets, and an
#: answer's "when" clause. Literal messages, so the catalogues list each.
PLAYS_SAID: dict[str, tuple[str, str, str, str]] = {
    "plays": (Msg("{player} plays {card}").id, Msg("{player} plays {item} onto the {stack}").id,
              Msg("{player} plays {item} targeting {targets} onto the {stack}").id,
              Msg("when {player} plays {item} at step {step}").id),
    "summons": (Msg("{player} summons {card}").id,
                Msg("{player} summons {item} into the {stack}").id,
                Msg("{player} summons {item} targeting {targets} into the {stack}").id,
                Msg("when {player} summons {item} at step {step}").id),
    "uses": (Msg("{player} uses {card}").id, Msg("{player} uses {item} into the {stack}").id,
             Msg("{player} uses {item} targeting {targets} into the {stack}").id,
             Msg("when {player} uses {item} at step {step}").id),
}
#: How the ruling says a card an effect plays at once (engine/copies.py `play_now`), in the game's
#: verb for its type (Vandaria Wars: summoned, VW REG.12.a): the play's step, the card not
#: played and why, and what the effect's own step says of it.
PLAY_NOW_SAID: dict[str, tuple[str, str, str]] = {
    "plays": (Msg("{player} plays {item}{targets}{chosen} {where} at once, as the effect of "
                  "{cause} says").id,
              Msg("{object} is not played: {why}").id,
              Msg("{player} plays {item} at once (the step before)").id),
    "summons": (Msg("{player} summons {item}{targets}{chosen} {where} at once, as the effect of "
                    "{cause} says").id,
                Msg("{object} is not summoned: {why}").id,
                Msg("{player} summons {item} at once (the step before)").id),
    "uses": (Msg("{player} uses {item}{targets}{chosen} {where} at once, as the effect of "
                 "{cause} says").id,
             Msg("{object} is not used: {why}").id,
             Msg("{player} uses {item} at once (the step before)").id),
}
#: A static ability's label as its record keeps it ("Guild Treasurer (treasurer)'s Thrift",
#: engine/costs.py, engine/restrictions.py): the card's name with its id, then the ability's.
_ABILITY_LABEL = re.compile(r"^(.+ \([^()\s]+\))'s (.+)$")


def ability_label(label: str) -> Msg | str:
    """A label "Card (id)'s Ability" as a message, so each language says whose ability it is
    its own way ("Thrift milik Guild Treasurer (treasurer)", "Thrift ของ ..."); another label
    as it is."""
    m = _ABILITY_LABEL.match(label)
    return Msg("{card}'s {ability}", card=m[1], ability=m[2]) if m else label


#: That a player may not put a card onto the stack, in the game's verb for its type (a
#: restriction, engine/actions.py: Vandaria Wars' "bob cannot summon Prayer", VW REG.12.a).
CANNOT_PLAY_SAID: dict[str, str] = {
    "plays": Msg("{player} cannot play {object}").id,
    "summons": Msg("{player} cannot summon {object}").id,
    "uses": Msg("{player} cannot use {object}").id,
}
#: Where a card may be put onto the stack from, in the game's verb for its type (a card played
#: from elsewhere is refused: Vandaria Wars' "it can be summoned from the hand", VW REG.12.a).
PLAY_ZONE_SAID: dict[str, str] = {
    "plays": Msg("{object} is {place}; it can be played from {zones}").id,
    "summons": Msg("{object} is {place}; it can be summoned from {zones}").id,
    "uses": Msg("{object} is {place}; it can be used from {zones}").id,
}
#: That a restriction on playing, made while a card waited on the stack, does not undo its
#: play, in the game's verb for its type (engine/stackops.py; VW REG.13.a: checked on summoning).
PLAYED_BEFORE_SAID: dict[str, str] = {
    "plays": Msg("{restriction}, made while {item} waited, does not undo it: it was already "
                 "played").id,
    "summons": Msg("{restriction}, made while {item} waited, does not undo it: it was already "
                   "summoned").id,
    "uses": Msg("{restriction}, made while {item} waited, does not undo it: it was already "
                "used").id,
}
#: That a player may not activate an object's abilities, in the game's verb (Words.activates;
#: Vandaria Wars: "bob cannot use Sample Mine's skills", a skill is used, VW REG.1.b).
CANNOT_ACTIVATE_SAID: dict[str, str] = {
    "activates": Msg("{player} cannot activate {object}'s abilities").id,
    "uses": Msg("{player} cannot use {object}'s skills").id,
}
#: What a cause says of the card an effect played at once, in the same verb as the play's step
#: said (PLAY_NOW_SAID): "Arcane Echo (echo) summons Oath Strike (strike)" (VW REG.12.a).
PLAYED_BY_SAID: dict[str, str] = {
    "plays": Msg("{source} plays {target}").id,
    "summons": Msg("{source} summons {target}").id,
    "uses": Msg("{source} uses {target}").id,
}


def played_by_said(play_said: str | None) -> str:
    """The message for what played a card at once, from the message its play step said."""
    verb = next((v for v, said in PLAY_NOW_SAID.items() if said[0] == play_said), "plays")
    return PLAYED_BY_SAID[verb]


#: The same for a player's activated ability (Words.activates; Vandaria Wars: a skill is used,
#: VW REG.1.b): the action, its step without and with targets, and the "when" clause.
ACTIVATES_SAID: dict[str, tuple[str, str, str, str]] = {
    "activates": (Msg("{player} activates {card}'s {ability}").id,
                  Msg("{player} activates {card}'s {ability} as {item}").id,
                  Msg("{player} activates {card}'s {ability} as {item} targeting {targets}").id,
                  Msg("when {player} activates {item} at step {step}").id),
    "uses": (Msg("{player} uses {card}'s {ability}").id,
             Msg("{player} uses {card}'s {ability} as {item}").id,
             Msg("{player} uses {card}'s {ability} as {item} targeting {targets}").id,
             Msg("when {player} uses {item} at step {step}").id),
}
#: How the ruling says a card's play replaced (engine/replacements.py, engine/unplayed.py), in
#: the game's verb for its type (Words.plays; Vandaria Wars: a summon replaced, VW HP.25): what a
#: replacement watches, the replacement's step, and what the replaced play leaves behind read
#: either way (nothing paid; paid, the card to the graveyard).
PLAY_REPLACED_SAID: dict[str, tuple[str, str, str, str]] = {
    "plays": (Msg("a replacement effect watches {watched} being played ({how_long})").id,
              Msg("instead of {who} being played, {what}").id,
              Msg("{object} is not played: it stays {place}, and nothing is paid for it").id,
              Msg("{object} is not played: it goes to {zone}, and what was paid stays "
                  "paid").id),
    "summons": (Msg("a replacement effect watches {watched} being summoned ({how_long})").id,
                Msg("instead of {who} being summoned, {what}").id,
                Msg("{object} is not summoned: it stays {place}, and nothing is paid for it").id,
                Msg("{object} is not summoned: it goes to {zone}, and what was paid stays "
                    "paid").id),
    "uses": (Msg("a replacement effect watches {watched} being used ({how_long})").id,
             Msg("instead of {who} being used, {what}").id,
             Msg("{object} is not used: it stays {place}, and nothing is paid for it").id,
             Msg("{object} is not used: it goes to {zone}, and what was paid stays paid").id),
}
#: The same for an ability's activation replaced (Words.activates; Vandaria Wars: a skill's use
#: replaced, VW HP.26): what a replacement watches, its step, and the two readings.
ACTIVATION_REPLACED_SAID: dict[str, tuple[str, str, str, str]] = {
    "activates": (Msg("a replacement effect watches {watched}'s abilities being activated "
                      "({how_long})").id,
                  Msg("instead of {who}'s ability being activated, {what}").id,
                  Msg("{object}'s ability is not activated: nothing is paid for it").id,
                  Msg("{object}'s ability is not activated: it does nothing, and what was paid "
                      "stays paid").id),
    "uses": (Msg("a replacement effect watches {watched}'s skills being used ({how_long})").id,
             Msg("instead of {who}'s skill being used, {what}").id,
             Msg("{object}'s skill is not used: nothing is paid for it").id,
             Msg("{object}'s skill is not used: it does nothing, and what was paid stays "
                 "paid").id),
}
#: The same for a card's entering replaced (Words.enters: Riftbound's cards enter the board,
#: Vandaria Wars' enter play, VW REG.1.e): what a replacement watches, and its step.
ENTERING_REPLACED_SAID: dict[str, tuple[str, str]] = {
    "board": (Msg("a replacement effect watches {watched} entering the board ({how_long})").id,
              Msg("instead of {who} entering {zone}, {what}").id),
    "play": (Msg("a replacement effect watches {watched} entering play ({how_long})").id,
             Msg("instead of {who} entering play, {what}").id),
}
#: Every game's stat names as printed (`might` -> `Might`, `atk` -> `ATK`), from each game's
#: table as it is made: a condition or quantity is said in words without its game at hand (a
#: card's `if:` in a step, a static ability's `while:` in a note), and no two games spell one
#: stat name two ways (tests/test_game_words.py holds them to it).
STAT_WORDS: dict[str, str] = {}


def stat_word(stat: str) -> str:
    """A stat's name as its game prints it (upper case where no game says: `ATK`)."""
    return STAT_WORDS.get(stat, stat.upper())


@dataclass(frozen=True)
class Words:
    """A game's prose vocabulary. Templates: `{owner}` is the card's owner, `{name}` the object a
    parameterised zone names (`battlefield:<id>`), `{player}` the acting player."""

    #: The game's word for the stack (register, chase, chain).
    stack: str = "stack"
    #: The verb for a stack item taking effect: base form, third person, past (VW: result).
    resolve: tuple[str, str, str] = ("resolve", "resolves", "resolved")
    #: An exhausted object, and one that is not (Force of Will: rested, recovered).
    exhausted: str = "exhausted"
    ready: str = "ready"
    #: Exhausting an object, as a cost is paid (Force of Will: resting).
    exhausting: str = "exhausting"
    #: The game's word for a card's mode (Vandaria Wars: Option).
    mode: str = "mode"
    #: One mode by its name as the game writes it, `{name}` for the name (Vandaria Wars:
    #: "Option-1", as its cards print it, VW REG.14.b); empty: "the mode 1" (`mode_said`).
    mode_named: str = ""
    #: The game's word for the player allowed to act.
    priority: str = "priority"
    #: The lasting effect of a state check, in step labels (Force of Will: rule process).
    state_check: str = "state check"
    #: Zone display names; a parameterised zone by its prefix (`battlefield` -> `{name}`).
    zones: dict[str, str] = field(default_factory=dict)
    #: Where an object is, as a phrase: `on the field`, `in {owner}'s hand`. Default: board
    #: zones `on the <zone>`, the stack `on the <stack>`, other zones `in {owner}'s <zone>`.
    places: dict[str, str] = field(default_factory=dict)
    #: The participle a question asks with whether an object was sent to a zone from
    #: elsewhere ("Is the Oak recalled?": Riftbound's recall to base, RB 455).
    arrivals: dict[str, str] = field(default_factory=dict)
    #: Where an item goes as it joins the stack, with `{zone}` for the stack's word. Default:
    #: `onto the {zone}` (Vandaria Wars: a card goes *into* the register, VW REG.1).
    joins: str = ""
    #: A zone as the object of "goes to", "is put into", where `{owner}'s <zone>` does not
    #: read (Force of Will: outside the game is no one's place, `the area outside the game`).
    intos: dict[str, str] = field(default_factory=dict)
    #: Stat names as printed (`atk` -> `ATK`); default: upper case.
    stats: dict[str, str] = field(default_factory=dict)
    #: Resource, life and point names (`xp` -> `XP`).
    resources: dict[str, str] = field(default_factory=dict)
    #: The word for what a player pays with, all kinds together, where the game has one (Force
    #: of Will: `will`, of every attribute): "How much will does she have?" asks of each kind.
    pool: str = ""
    #: Object, player and game-state keys (`entered_this_turn` -> `entered this turn`).
    keys: dict[str, str] = field(default_factory=dict)
    #: The game's own filter keys said as what an object matching one did or is, with
    #: `{value}` for the key's value (`will_paid` -> `was played paying {value} or more will`):
    #: "this card was played paying 1 or more will", "a resonator that was ...". Default:
    #: the key and its value in brackets, "(will paid: 1)".
    filters: dict[str, str] = field(default_factory=dict)
    #: Phase and step names (`beginning_step` -> `Beginning Step`).
    phases: dict[str, str] = field(default_factory=dict)
    #: An action's verb as a clause about its player: `{player} calls a magic stone`.
    verbs: dict[str, str] = field(default_factory=dict)
    #: The verb for playing a card, by card type, where the game says it otherwise than "plays"
    #: (a key of PLAYS_SAID: Vandaria Wars summons a Follower and uses an Action).
    plays: dict[str, str] = field(default_factory=dict)
    #: The verb for activating an ability (a key of ACTIVATES_SAID: Vandaria Wars uses a skill).
    activates: str = "activates"
    #: Where a card enters (a key of ENTERING_REPLACED_SAID): the board, or play (Vandaria Wars).
    enters: str = "board"
    #: Sentences about keys of the game's own state (`final.game`): a template with `{value}`;
    #: for a map, one per entry with `{key}` and `{value}`; `<key>:none` for nothing there; for
    #: a record (a map of named fields), one naming its fields (`{at}`), and `<key>:<field>`
    #: for when that field is true (record_fact).
    facts: dict[str, str] = field(default_factory=dict)
    #: A refusal to put anything on the stack above an item nobody may respond to, in the
    #: game's verb (Force of Will: it "cannot be chased", FOW 1008.2); `{item}`, `{why}`.
    #: Default: "cannot be responded to".
    no_response: str = ""
    #: A kind of instruction as the game's players name it, where the engine's name for it is
    #: not their word (Riftbound kills and counters); INSTRUCTIONS says the engine's own names.
    instructions: dict[str, str] = field(default_factory=dict)
    #: A card destroyed, as an answer dates it, where the game's players say it otherwise
    #: (Riftbound: "killed", RB 428): the sentence naming it (`{object}`, `{step}`) and the one
    #: after it is named (`{step}`). Empty: "is destroyed at step N".
    destroyed_at: tuple[str, ...] = ()
    #: The game's own words a question asks about an object's field with, by field (`zone`,
    #: `stats`, `exhausted`, `counters`, `card`, `designation`...), as regular expressions,
    #: beside the plain English ones the answer knows for every game (engine/answer.py
    #: OBJECT_WORDS): Force of Will's "graveyard", "rested" and "ATK", Riftbound's "trash" and
    #: "Might". "What is its Might?" asks of a stat in Riftbound only.
    asked: dict[str, str] = field(default_factory=dict)
    #: The words a question names the game's own actions with, by verb (a key of `verbs`), as
    #: regular expressions, beside the answer's for every game's (ACTION_WORDS: attack, block,
    #: pass, play, activate): Force of Will's "judgment", Riftbound's "hide".
    action_asked: dict[str, str] = field(default_factory=dict)
    #: What a player does that the game names with a verb of its own, by the verb a question
    #: asks it with ("Does Alice predict?": Riftbound's Predict, RB 436), with how judge's steps
    #: say a player did it (`{player} predicts`; several where steps say it several ways, RB
    #: Burn Out): a question asking it is answered by the step that says so
    #: (readers.player_verb_asked).
    player_verbs: dict[str, str | tuple[str, ...]] = field(default_factory=dict)
    #: The verbs a question asks of a player's resource with, where the game names a change of
    #: it by a verb of its own, by resource, as regular expressions (Riftbound: a player
    #: scores a point, RB 468): "Does Alice score?" asks of her points as "Does she gain XP?"
    #: asks of her XP.
    resource_verbs: dict[str, str] = field(default_factory=dict)
    #: A word a question calls cards of several types by, each type it covers (Force of
    #: Will: "Alice's ruler" of her J-ruler on the field, the ruler card turned over): read
    #: where a question asks of "<player>'s <type>" beside the type's own name.
    type_words: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: The rule saying how a player gets a resource a verb above asks of, by resource
    #: (Riftbound: a player scores only by conquering or holding a battlefield, RB 469): cited
    #: where a question asks who got it and nobody did ("Nobody scores").
    resource_rules: dict[str, str] = field(default_factory=dict)
    #: The verb for putting a card on the stack where the stack's name is one, as a question
    #: says it ("Is it registered?": Vandaria Wars' register, VW REG.1); "" where there is none.
    stack_verb: str = ""
    #: The verb for responding to what is on the stack, where the game has one ("Must Bob
    #: chase?": Force of Will); "" where there is none.
    respond: str = ""
    #: Nouns a question names the game's objects with beside its card types, as a regular
    #: expression (Force of Will's "J/resonators": a J-ruler or a resonator).
    nouns_asked: str = ""

    def destroyed(self, step: int, name: str | None = None) -> Msg:
        """`{name} is destroyed at step {step}` in the game's words; "it" without a name."""
        if self.destroyed_at:
            if name is None:
                return Msg(self.destroyed_at[1], context=WORD, step=step)
            return Msg(self.destroyed_at[0], context=WORD, object=name, step=step)
        if name is None:
            return Msg("it is destroyed at step {step}", step=step)
        return Msg("{object} is destroyed at step {step}", object=name, step=step)

    def mode_said(self, name: str) -> Msg | str:
        """A card's mode by its name in the game's words (`mode_named`: Vandaria Wars'
        "Option-1"); a name that already begins so ("Option-2" for a mode a file named so) is
        said as written. Else "the mode 1", the game's word for a mode before its name."""
        if not self.mode_named:
            return Msg("the {mode} {name}", mode=word(self.mode), name=name)
        head = self.mode_named.split("{name}", 1)[0]
        if head and name.lower().startswith(head.lower()):
            return name
        return Msg(self.mode_named, context=WORD, name=name)

    def instruction(self, kind: str) -> Msg:
        """`its {kind} instruction`: the kind of an instruction in the game's words."""
        if kind in self.instructions:
            return Msg(self.instructions[kind], context=WORD)
        return INSTRUCTIONS.get(kind) or Msg(plain(kind), context="effect")

    # ----- the stack ---------------------------------------------------------------------------
    @property
    def resolves(self) -> str:
        return self.resolve[1]

    @property
    def resolved(self) -> str:
        return self.resolve[2]

    @property
    def not_resolving(self) -> str:
        """`does not resolve` / `does not result`."""
        return f"does not {self.resolve[0]}"

    @property
    def outcomes(self) -> dict[str, str]:
        """An item's outcome as the graph names it (`resolved`, `fizzled`), in these words."""
        return {"resolved": self.resolved, "fizzled": f"did not {self.resolve[0]}"}

    # ----- playing ---------------------------------------------------------------------------
    def play_said(self, types: tuple[str, ...]) -> tuple[str, str, str, str]:
        """The messages that say playing a card of `types` (PLAYS_SAID), in this game's verb."""
        return PLAYS_SAID[next((self.plays[t] for t in types if t in self.plays), "plays")]

    def play_now_said(self, types: tuple[str, ...]) -> tuple[str, str, str]:
        """The messages that say an effect playing a card of `types` at once (PLAY_NOW_SAID)."""
        return PLAY_NOW_SAID[next((self.plays[t] for t in types if t in self.plays), "plays")]

    def cannot_play_said(self, types: tuple[str, ...]) -> str:
        """CANNOT_PLAY_SAID's message for a card of these types (none: any card, in the verb
        the game uses for every type, if it has one)."""
        every = set(self.plays.values())
        if not types and len(every) == 1:
            return CANNOT_PLAY_SAID[every.pop()]
        return CANNOT_PLAY_SAID[next((self.plays[t] for t in types if t in self.plays), "plays")]

    def played_before_said(self, types: tuple[str, ...]) -> str:
        """PLAYED_BEFORE_SAID's message for a card of these types, in this game's verb."""
        return PLAYED_BEFORE_SAID[next((self.plays[t] for t in types if t in self.plays),
                                       "plays")]

    def play_zone_said(self, types: tuple[str, ...]) -> str:
        """PLAY_ZONE_SAID's message for a card of these types, in this game's verb."""
        return PLAY_ZONE_SAID[next((self.plays[t] for t in types if t in self.plays), "plays")]

    def cannot_activate_said(self) -> str:
        """CANNOT_ACTIVATE_SAID's message in the game's verb."""
        return CANNOT_ACTIVATE_SAID.get(self.activates, CANNOT_ACTIVATE_SAID["activates"])

    def activate_said(self) -> tuple[str, str, str, str]:
        """The messages that say activating an ability (ACTIVATES_SAID), in this game's verb."""
        return ACTIVATES_SAID[self.activates]

    def play_replaced_said(self, types: tuple[str, ...] | None) -> tuple[str, str, str, str]:
        """The messages that say a play of a card of `types` replaced (PLAY_REPLACED_SAID); with
        no types (a replacement watching any card), the verb the game uses for every type, if
        one."""
        if types is None:
            verbs = set(self.plays.values())
            return PLAY_REPLACED_SAID[verbs.pop() if len(verbs) == 1 else "plays"]
        return PLAY_REPLACED_SAID[next((self.plays[t] for t in types if t in self.plays),
                                       "plays")]

    def activation_replaced_said(self) -> tuple[str, str, str, str]:
        """The messages that say an activation replaced (ACTIVATION_REPLACED_SAID)."""
        return ACTIVATION_REPLACED_SAID[self.activates]

    def entering_replaced_said(self) -> tuple[str, str]:
        """The messages that say a card's entering replaced (ENTERING_REPLACED_SAID)."""
        return ENTERING_REPLACED_SAID[self.enters]

    # ----- zones -------------------------------------------------------------------------------
    def zone(self, zone: str, name: Callable[[str], str] | None = None) -> str:
        """A zone's name: `main deck`, `register`, `Sunken Plaza (bf-a)` for `battlefield:bf-a`."""
        if zone == self.stack:
            return self.stack
        if zone in self.zones:
            return self.zones[zone]
        prefix, sep, rest = zone.partition(":")
        if sep:
            named = name(rest) if name is not None else rest
            return self.zones.get(prefix, f"{plain(prefix)} {{name}}").format(name=named)
        return plain(zone)

    def place(self, zone: str, owner: str | None = None, *, board: bool = False,
              name: Callable[[str], str] | None = None) -> str:
        """Where an object in `zone` is, as a phrase: `on the field`, `in bob's hand`, `at Sunken
        Plaza (bf-a)`. `board`: the zone is on the board (the game's vocabulary says)."""
        if zone == "nowhere":  # a token or copy that ceased to exist (engine/copies.py), or
            return "out of the game"  # a card that left the game with its player (RB 652.3)
        prefix, sep, rest = zone.partition(":")
        template = self.places.get(zone) or (self.places.get(prefix) if sep else None)
        if template is None:
            if zone == self.stack or board:
                template = "on the {zone}"
            elif owner:
                template = "in {owner}'s {zone}"
            else:
                template = "in the {zone}"
        named = (name(rest) if name is not None else rest) if sep else ""
        return template.format(zone=self.zone(zone, name), owner=owner or "its owner",
                               name=named)

    def into(self, zone: str, owner: str | None = None, *, board: bool = False,
              name: Callable[[str], str] | None = None) -> str:
        """A zone as the object of "enters", "goes to", "is put into": `the field`, `bob's
        graveyard`, `Sunken Plaza (bf-a)`."""
        where = self.zone(zone, name)
        if zone in self.intos:
            return self.intos[zone].format(owner=owner or "its owner")
        if ":" in zone:
            return where
        if zone == self.stack or board or not owner:
            return f"the {where}"
        return f"{owner}'s {where}"

    # ----- the same, as messages a renderer says in the user's language (judge/msg.py) --------
    def zones_said(self, zones: tuple[str, ...], name: Callable[[str], str] | None = None
                   ) -> Msg:
        """`a or b or c`: zones where one will do (where a card can be played from)."""
        out = self.zone_said(zones[0], name)
        for zone in zones[1:]:
            out = Msg("{first} or {second}", first=out, second=self.zone_said(zone, name))
        return out

    def zone_said(self, zone: str, name: Callable[[str], str] | None = None) -> Msg:
        """`zone` as a message: the game's term for it (a catalogue word)."""
        if zone == self.stack:
            return word(self.stack)
        if zone in self.zones:
            return Msg(self.zones[zone], context=WORD)
        prefix, sep, rest = zone.partition(":")
        if sep:
            named = name(rest) if name is not None else rest
            if prefix in self.zones:
                return Msg(self.zones[prefix], context=WORD, name=named)
            return Msg("{zone} {name}", zone=word(plain(prefix)), name=named)
        return word(plain(zone))

    def place_said(self, zone: str, owner: str | None = None, *, board: bool = False,
                   name: Callable[[str], str] | None = None) -> Msg:
        """`place` as a message."""
        if zone == "nowhere":
            return Msg("out of the game")
        prefix, sep, rest = zone.partition(":")
        where = self.zone_said(zone, name)
        named = (name(rest) if name is not None else rest) if sep else ""
        who: object = owner or Msg("its owner")
        template = self.places.get(zone) or (self.places.get(prefix) if sep else None)
        if template is not None:
            return Msg(template, context=WORD, zone=where, owner=who, name=named)
        if zone == self.stack or board:
            return Msg("on the {zone}", zone=where)
        if owner:
            return Msg("in {owner}'s {zone}", zone=where, owner=owner)
        return Msg("in the {zone}", zone=where)

    def on_stack(self) -> str:
        """`on_stack_said` in English (findings, the graph's link sentences)."""
        return self.place(self.stack)

    def onto_stack(self, new: bool = False) -> str:
        """`onto_stack_said` in English (the graph's link sentences)."""
        return (self.joins or "onto the {zone}").format(
            zone=f"new {self.stack}" if new else self.stack)

    def on_stack_said(self) -> Msg:
        """Where a waiting item is, in the game's words: `on the chase`, `in the register`."""
        return self.place_said(self.stack)

    def onto_stack_said(self, new: bool = False) -> Msg:
        """Where an item goes as it joins the stack: `onto the chase`, `into the register`;
        `new`: a stack opened after the one that resolved (`into the new register`, VW REG.6)."""
        zone: Msg = Msg("new {stack}", stack=word(self.stack)) if new else word(self.stack)
        if self.joins:
            return Msg(self.joins, context=WORD, zone=zone)
        return Msg("onto the {zone}", zone=zone)

    def into_said(self, zone: str, owner: str | None = None, *, board: bool = False,
                  name: Callable[[str], str] | None = None) -> Msg:
        """`into` as a message."""
        where = self.zone_said(zone, name)
        if zone in self.intos:
            return Msg(self.intos[zone], context=WORD, owner=owner or Msg("its owner"))
        if ":" in zone:
            return Msg("{zone}", zone=where)
        if zone == self.stack or board or not owner:
            return Msg("the {zone}", zone=where)
        return Msg("{owner}'s {zone}", zone=where, owner=owner)

    # ----- names -------------------------------------------------------------------------------
    def __post_init__(self) -> None:
        for stat, printed in self.stats.items():
            STAT_WORDS.setdefault(stat, printed)
        for key, said in self.filters.items():
            FILTER_SAID.setdefault(key, said)  # (model/filters.py: Filter.describe says it too)

    def stat(self, stat: str) -> str:
        return self.stats.get(stat, stat.upper())

    def resource(self, resource: str) -> str:
        return self.resources.get(resource, plain(resource))

    def key(self, key: str) -> str:
        return self.keys.get(key, plain(key))

    def phase(self, phase: str) -> str:
        return self.phases.get(phase, plain(phase))

    def verb(self, verb: str, player: str) -> str:
        """An action as a clause: `alice calls a magic stone`, `bob: no block` by default."""
        template = self.verbs.get(verb)
        return template.format(player=player) if template else f"{player}: {plain(verb)}"

    def verb_said(self, verb: str, player: str) -> Msg:
        """`verb` as a message."""
        template = self.verbs.get(verb)
        if template:
            return Msg(template, context=WORD, player=player)
        return Msg("{player}: {verb}", player=player, verb=word(plain(verb)))

    def kind(self, kind: str) -> str:
        """A step kind as a label (`resolve` -> `result` in Vandaria Wars)."""
        if kind == "resolve":
            return self.resolve[0]
        if kind == "state_check":
            return self.state_check
        return plain(kind)

    def record_fact(self, key: str, value: object) -> tuple[str, dict[str, str]] | None:
        """A template that says a record of the game's state whole, naming its fields (`a
        showdown is under way at {at}`), with the fields as a player reads them; a field that is
        true may pick a template of its own (`showdown:combat`). None: the table says the key
        another way (per entry, `{key}` and `{value}`)."""
        if not isinstance(value, dict) or not value:
            return None
        template = next((self.facts[f"{key}:{name}"] for name, v in value.items()
                         if v is True and f"{key}:{name}" in self.facts), self.facts.get(key))
        if template is None or "{value}" in template or "{key}" in template:
            return None
        return template, {str(k): self.value(v) for k, v in value.items()}

    def entries(self, key: str, value: object) -> list[tuple[str, dict[str, str]]] | None:
        """A list of records (RB: the combats and their results) said entry by entry, each by
        the template the table gives one of its values (`combats:attacker-won`), or that value
        with a field that is false (`scores:conquer:no-point`: a conquest that scored no
        point); None when the table has no template for some entry (the key is said another
        way)."""
        if not isinstance(value, list) or not value or not all(
                isinstance(e, dict) for e in value):
            return None
        out = []
        for entry in value:
            names = [f"{key}:{v}" for v in entry.values() if isinstance(v, str)]
            names = [f"{n}:no-{k}" for n in names for k, v in entry.items() if v is False] + \
                names
            template = next((self.facts[n] for n in names if n in self.facts), None)
            if template is None:
                return None
            out.append((template, {str(k): self.value(v) for k, v in entry.items()}))
        return out

    def fact(self, key: str, value: object) -> str:
        """A sentence about a key of the game's own state: `alice holds focus`."""
        entries = self.entries(key, value)
        if entries is not None:
            return "; ".join(t.format(**args) for t, args in entries)
        record = self.record_fact(key, value)
        if record is not None:
            return record[0].format(**record[1])
        template = self.facts.get(key)
        none = self.facts.get(f"{key}:none")
        if isinstance(value, dict) and template is not None:
            said = [(none or "{key}: none").format(key=k) if v is None else
                    template.format(key=k, value=self.value(v)) for k, v in value.items()]
            return "; ".join(said) or f"{self.key(key)}: none"
        if value is None or value == [] or value == {}:
            empty = self.facts.get(f"{key}:empty")
            if empty is not None:
                return empty
            return none if none and "{key}" not in none else f"{self.key(key)}: none"
        if template is not None:
            return template.format(value=self.value(value))
        return f"{self.key(key)}: {self.value(value)}"

    def fact_said(self, key: str, value: object) -> Msg | English:
        """`fact` as a message: the table's templates are catalogue words; a key the table does
        not describe is said in English."""
        entries = self.entries(key, value)
        if entries is not None:
            return _semicolons([Msg(t, context=WORD, **args) for t, args in entries]) if \
                len(entries) > 1 else Msg(entries[0][0], context=WORD, **entries[0][1])
        record = self.record_fact(key, value)
        if record is not None:
            return Msg(record[0], context=WORD, **record[1])
        template = self.facts.get(key)
        none = self.facts.get(f"{key}:none")
        if isinstance(value, dict) and template is not None and not value:
            return English(self.fact(key, value))
        if isinstance(value, dict) and template is not None:
            said = [Msg(none, context=WORD, key=k) if v is None and none else
                    Msg("{key}: none", key=k) if v is None else
                    Msg(template, context=WORD, key=k, value=self.value(v))
                    for k, v in value.items()]
            return Msg("{facts}", facts=Items(said, commas=True)) if len(said) < 2 else \
                _semicolons(said)
        if value is None or value == [] or value == {}:
            empty = self.facts.get(f"{key}:empty")
            if empty is not None:
                return Msg(empty, context=WORD)
            if none and "{key}" not in none:
                return Msg(none, context=WORD)
            return English(self.fact(key, value))
        named = self.facts.get(f"{key}:{value}") if isinstance(value, str) else None
        if named is not None:  # a value the game names in words (RB: the Neutral Open state)
            return Msg(named, context=WORD)
        if template is not None and not isinstance(value, dict):
            return Msg(template, context=WORD, value=self.value(value))
        return English(self.fact(key, value))

    def value(self, value: object) -> str:
        """A value of the board as a player reads it: no Python spelling (`None`, `True`,
        dicts)."""
        if value is None:
            return "none"
        if isinstance(value, bool):
            return "yes" if value else "no"
        if isinstance(value, dict):
            return ", ".join(f"{self.key(str(k))} {self.value(v)}"
                             for k, v in value.items()) or "none"
        if isinstance(value, (list, tuple, set, frozenset)):
            return ", ".join(self.value(v) for v in value) or "none"
        return str(value)
