from enum import StrEnum

class BuildingsDrawnEvent1347Type(StrEnum):
    BUILDINGS_DRAWN = "buildings_drawn"

    def __str__(self) -> str:
        return str(self.value)
