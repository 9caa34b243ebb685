from enum import StrEnum

class EnterTemplate1347Type(StrEnum):
    ENTER = "enter"

    def __str__(self) -> str:
        return str(self.value)
