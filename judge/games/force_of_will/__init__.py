"""Force of Will (Comprehensive Rules ver. 12.7). The game's timing policy, split by concern:
the chase and priority sequence (`chase`), main timing (`timing`), will (`will`), battle
(`battle`), the turn (`turn`), rulers and judgment (`rulers`), rule processes (`processes`) and its
effect kinds (`effects`). `rulebook.ForceOfWill` composes them."""

from judge.games.force_of_will.rulebook import ForceOfWill

__all__ = ["ForceOfWill"]
