from enum import StrEnum

class ViewGame(StrEnum):
    BIBLIOS = "biblios"

    def __str__(self) -> str:
        return str(self.value)
