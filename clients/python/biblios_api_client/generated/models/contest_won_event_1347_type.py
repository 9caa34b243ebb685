from enum import StrEnum

class ContestWonEvent1347Type(StrEnum):
    CONTEST_WON = "contest_won"

    def __str__(self) -> str:
        return str(self.value)
