from enum import StrEnum

class PhaseEntry1347Id(StrEnum):
    ENTER = "enter"
    OVER = "over"
    RESOLVE = "resolve"
    SUPPLIES = "supplies"

    def __str__(self) -> str:
        return str(self.value)
