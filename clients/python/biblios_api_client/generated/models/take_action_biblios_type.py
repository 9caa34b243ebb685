from enum import StrEnum

class TakeActionBibliosType(StrEnum):
    TAKE = "take"

    def __str__(self) -> str:
        return str(self.value)
