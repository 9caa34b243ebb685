from enum import StrEnum

class ActionDeclinedParams1347Level(StrEnum):
    PREMIUM = "premium"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
