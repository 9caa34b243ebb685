from enum import StrEnum

class View1347Phase(StrEnum):
    ENTER = "enter"
    OVER = "over"
    RESOLVE = "resolve"
    SUPPLIES = "supplies"

    def __str__(self) -> str:
        return str(self.value)
