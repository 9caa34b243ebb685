from enum import StrEnum

class ChurchCardBibliosKind(StrEnum):
    CHURCH = "church"

    def __str__(self) -> str:
        return str(self.value)
