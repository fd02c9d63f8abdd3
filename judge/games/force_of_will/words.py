"""How Force of Will players say things (engine/words.py; docs/games/force-of-will.md lists it):
the Comprehensive Rules' names of zones and steps, "rested" and "recovered", and rule processes."""

from __future__ import annotations

from judge.engine.words import Words

WORDS = Words(
    stack="chase",
    no_response="{item} cannot be chased: {why}",  # FOW 1008.2: cannot be chased
    exhausted="rested",
    ready="recovered",
    exhausting="resting",
    state_check="rule process",
    zones={"main_deck": "main deck", "magic_stone_deck": "magic stone deck",
           "ruler_area": "ruler area", "removed": "removed area", "standby": "standby area",
           "lifebreak_area": "life break area", "extra_deck": "extra deck",
           "expelled": "outside the game (expelled)",
           "outside_game": "outside the game",
           "extension_rule_area": "extension rule area",
           "stacked": "stacked below a card"},
    places={"ruler_area": "in {owner}'s ruler area", "removed": "removed from the game",
            "extension_rule_area": "in {owner}'s extension rule area",
            "field": "on the field", "expelled": "expelled (outside the game)",
            "outside_game": "among {owner}'s cards outside the game",
            "stacked": "stacked below a card in the field"},
    intos={"expelled": "the area outside the game (expelled)",
           "outside_game": "the area outside the game"},
    stats={"atk": "ATK", "def": "DEF"},
    # FOW 204.2, 1003.2: a cost's number is its free cost, paid with free will (any kind)
    resources={"free": "free will"},
    pool="will",
    keys={"entered_this_turn": "entered this turn", "set_this_turn": "set this turn",
          "will_paid": "will paid", "will_paid_actual": "will paid in all",
          "attached_to": "added to", "lost": "lost the game", "battles_closed": "battles closed",
          "block_declared": "block declared", "struck_first": "struck first",
          "opponent_acted": "opponent acted", "extra_turns": "additional turns waiting"},
    # FOW 104.9, 104.7, 1017.3b: "if it was played paying one or more will", "N or less"
    filters={"will_paid": "was played paying {value} or more will",
             "will_paid_actual": "was played paying {value} or more will in all",
             "will_paid_or_less": "was played paying {value} or less will",
             "will_paid_actual_or_less": "was played paying {value} or less will in all",
             "played_free": "was played without paying its cost",
             # FOW 209.4: read from the filter's controller
             "shares_attribute_with_j_ruler": "shares an attribute with a J/ruler "
                                              "controlled by {value}"},
    phases={"before_draw": "before the draw", "after_draw": "after the draw",
            "game_start": "beginning of the game",
            "beginning_of_battle": "beginning of battle step",
            "declare_attack": "declare attack step", "declare_block": "declare block step",
            "first_strike": "first strike damage step", "normal_damage": "normal damage step",
            "end_of_battle": "end of battle step", "end_of_turn": "end of turn step",
            "end_priority": "final priority of the turn", "cleanup": "cleanup step"},
    verbs={"battle": "{player} initiates a battle", "attack": "{player} declares an attack",
           "forfeit": "{player} forfeits the attack", "block": "{player} declares a blocker",
           "no_block": "{player} declares no blocker",
           "judgment": "{player} plays the judgment process",
           "call_stone": "{player} calls a magic stone",
           "standby": "{player} sets a card into the standby area",
           "mobilize": "{player} plays a [Mobilize] ability",
           "warden": "{player} plays a warden process",
           "willpower": "{player} plays a willpower ability"},
    # What a question asks about an object's field with, in Force of Will's words
    # "Is Alice's ruler astral?" of her J-ruler (J-ruler and ruler are one card's two sides)
    type_words={"ruler": ("ruler", "j_ruler")},
    asked={"zone": r"graveyard|banish\w*", "stats": r"atk|def", "counters": r"astral",
           "exhausted": r"rest|rested|recover\w*", "card": r"j-ruler"},
    action_asked={"judgment": r"\bjudgment", "call_stone": r"\bcall\w*|magic stone",
                  "battle": r"\bbattle", "standby": r"\bset\b|standby",
                  "forfeit": r"\bforfeit\w*"},
    # "Must Bob chase?": to respond, putting something onto the chase above what is there
    respond="chase",
    nouns_asked=r"J/resonators?",
)
