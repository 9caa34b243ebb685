from enum import StrEnum

class ActionDeclinedEvent1347Type(StrEnum):
    ACTION_DECLINED = "action_declined"

    def __str__(self) -> str:
        return str(self.value)
