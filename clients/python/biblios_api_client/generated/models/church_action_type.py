from enum import StrEnum

class ChurchActionType(StrEnum):
    CHURCH = "church"

    def __str__(self) -> str:
        return str(self.value)
