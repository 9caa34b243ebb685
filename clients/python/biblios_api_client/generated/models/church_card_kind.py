from enum import StrEnum

class ChurchCardKind(StrEnum):
    CHURCH = "church"

    def __str__(self) -> str:
        return str(self.value)
