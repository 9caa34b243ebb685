from enum import StrEnum

class GameExport1347Game(StrEnum):
    VALUE_0 = "1347"

    def __str__(self) -> str:
        return str(self.value)
