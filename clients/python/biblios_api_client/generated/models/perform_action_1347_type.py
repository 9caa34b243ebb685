from enum import StrEnum

class PerformAction1347Type(StrEnum):
    PERFORM = "perform"

    def __str__(self) -> str:
        return str(self.value)
