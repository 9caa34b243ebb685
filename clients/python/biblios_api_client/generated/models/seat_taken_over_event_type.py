from enum import StrEnum

class SeatTakenOverEventType(StrEnum):
    SEAT_TAKEN_OVER = "seat_taken_over"

    def __str__(self) -> str:
        return str(self.value)
