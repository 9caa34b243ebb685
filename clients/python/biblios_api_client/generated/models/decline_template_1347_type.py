from enum import StrEnum

class DeclineTemplate1347Type(StrEnum):
    DECLINE = "decline"

    def __str__(self) -> str:
        return str(self.value)
