from enum import StrEnum

class EnterAction1347Type(StrEnum):
    ENTER = "enter"

    def __str__(self) -> str:
        return str(self.value)
