from enum import StrEnum

class LevelEntry1347Id(StrEnum):
    PREMIUM = "premium"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
