from enum import StrEnum

class View1347Game(StrEnum):
    GAME_1347 = "1347"

    def __str__(self) -> str:
        return str(self.value)
