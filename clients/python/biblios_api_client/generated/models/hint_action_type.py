from enum import StrEnum

class HintActionType(StrEnum):
    HINT = "hint"

    def __str__(self) -> str:
        return str(self.value)
