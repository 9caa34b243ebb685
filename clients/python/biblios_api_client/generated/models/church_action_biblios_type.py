from enum import StrEnum

class ChurchActionBibliosType(StrEnum):
    CHURCH = "church"

    def __str__(self) -> str:
        return str(self.value)
