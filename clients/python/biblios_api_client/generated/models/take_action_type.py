from enum import StrEnum

class TakeActionType(StrEnum):
    TAKE = "take"

    def __str__(self) -> str:
        return str(self.value)
