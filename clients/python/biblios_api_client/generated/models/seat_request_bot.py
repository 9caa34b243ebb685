from enum import StrEnum

class SeatRequestBot(StrEnum):
    EASY = "easy"
    EXPERT = "expert"
    GREEDY = "greedy"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
