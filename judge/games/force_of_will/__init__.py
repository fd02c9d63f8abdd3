"""Force of Will (Comprehensive Rules ver. 12.7), split by concern: its own state (`state`), the
chase (`chase.Chase`), main timing (`timing.MainTiming`), will (`will.WillPayment`), battle
(`battle`, `combatants`, `battle_verbs`), the turn (`turn.FowTurn`), rulers and judgment
(`rulers`), rule processes (`processes.RuleProcesses`), its effect kinds (`effects`) and the
checks of a scenario file (`validation`). `rulebook.ForceOfWill` declares what a scenario may say
and names those policies."""

from judge.games.force_of_will.rulebook import ForceOfWill

__all__ = ["ForceOfWill"]
