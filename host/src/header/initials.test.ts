import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letter of name and surname', () => {
    expect(initialsOf({ nombre: 'maría', apellidos: 'lópez díaz' })).toBe('ML');
    expect(initialsOf({ nombre: 'Ana', apellidos: '' })).toBe('A');
    expect(initialsOf({ nombre: ' ', apellidos: '' })).toBe('?');
  });
});
