from enum import StrEnum

class ActionPerformedEvent1347Type(StrEnum):
    ACTION_PERFORMED = "action_performed"

    def __str__(self) -> str:
        return str(self.value)
